import { Group, Input, NumberInput, Text } from '@mantine/core';
import { FLOAT_DECIMALS } from '@aquarisk/contract/constants';
import { joinRange, splitRange } from '../answer-draft.ts';
import type { AnswerInputProps } from './answer-input-props.ts';
import { allowsNegative, unitLabel } from './number-answer.tsx';

/** FLOAT_RANGE and INTEGER_RANGE: two numbers, the second greater than the first, sent as 'low-high'. */
export function RangeAnswer({ question, value, onChange, error, disabled }: AnswerInputProps) {
  const float = question.answerType === 'FLOAT_RANGE';
  const [low, high] = splitRange(value, allowsNegative(question));
  const unit = unitLabel(question);
  const common = {
    disabled,
    step: float ? 0.01 : 1,
    decimalScale: float ? FLOAT_DECIMALS : 0,
    allowDecimal: float,
    allowNegative: allowsNegative(question),
    clampBehavior: 'none' as const,
    hideControls: true,
    w: 150,
    error: Boolean(error),
  };
  return (
    <Input.Wrapper label={unit ? `Answer (${unit})` : 'Answer'} labelElement="div" error={error}>
      <Group gap="sm" align="flex-end" mt={4} wrap="nowrap">
        <NumberInput {...common} aria-label="From" placeholder="From" value={low} onChange={(v) => onChange(joinRange(String(v), high))} />
        <Text c="dimmed" pb={8}>
          to
        </Text>
        <NumberInput {...common} aria-label="To" placeholder="To" value={high} onChange={(v) => onChange(joinRange(low, String(v)))} />
      </Group>
    </Input.Wrapper>
  );
}
