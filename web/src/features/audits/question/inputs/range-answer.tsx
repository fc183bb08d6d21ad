import { useState } from 'react';
import { Group, Input, Text, TextInput } from '@mantine/core';
import { joinRange, splitRange } from '../answer-draft.ts';
import type { AnswerInputProps } from './answer-input-props.ts';
import { allowsNegative, numberInputMode, unitLabel } from './number-answer.tsx';

/**
 * FLOAT_RANGE and INTEGER_RANGE: two numbers, the second greater than the first, sent as 'low-high'. Each box keeps
 * what was typed (a refused '-1' stays '-1' with the range message); the joined text is what the form checks.
 */
export function RangeAnswer({ question, value, onChange, error, disabled }: AnswerInputProps) {
  const [parts, setParts] = useState<[string, string]>(() => splitRange(value, allowsNegative(question)));
  const shown = joinRange(...parts) === value ? parts : splitRange(value, allowsNegative(question));
  const unit = unitLabel(question);
  const set = (low: string, high: string) => {
    setParts([low, high]);
    onChange(joinRange(low, high));
  };
  const common = { disabled, inputMode: numberInputMode(question), autoComplete: 'off', w: 150, error: Boolean(error) };
  return (
    <Input.Wrapper label={unit ? `Answer (${unit})` : 'Answer'} labelElement="div" error={error}>
      <Group gap="sm" align="flex-end" mt={4} wrap="nowrap">
        <TextInput
          {...common}
          aria-label="From"
          placeholder="From"
          value={shown[0]}
          onChange={(e) => set(e.currentTarget.value, shown[1])}
        />
        <Text c="dimmed" pb={8}>
          to
        </Text>
        <TextInput {...common} aria-label="To" placeholder="To" value={shown[1]} onChange={(e) => set(shown[0], e.currentTarget.value)} />
      </Group>
    </Input.Wrapper>
  );
}
