import { useId } from 'react';
import { Checkbox, Divider, Input, Stack } from '@mantine/core';
import { formatSelect, parseSelect } from '@aquarisk/contract/answers/answer-rules';
import type { AnswerInputProps } from './answer-input-props.ts';

/** MULTI_SELECT: checkboxes and a Select All box, sent as the chosen ordinals '[10,30]' (docs/requirements.md#core-5). */
export function MultiSelectAnswer({ question, value, onChange, error, disabled }: AnswerInputProps) {
  const labelId = useId();
  const all = question.answerOptions.map((o) => o.ordinal);
  const chosen = parseSelect(value).filter((o) => all.includes(o));
  const emit = (ordinals: number[]) => onChange(ordinals.length ? formatSelect([...ordinals].sort((a, b) => a - b)) : '');
  const allChosen = all.length > 0 && chosen.length === all.length;
  return (
    <Input.Wrapper label="Answer" labelElement="div" labelProps={{ id: labelId }} error={error}>
      <Stack gap="xs" mt={6}>
        <Checkbox
          label="Select All"
          checked={allChosen}
          indeterminate={chosen.length > 0 && !allChosen}
          onChange={() => emit(allChosen ? [] : all)}
          disabled={disabled}
          styles={{ label: { fontWeight: 600 } }}
        />
        <Divider />
        <Checkbox.Group value={chosen.map(String)} onChange={(v) => emit(v.map(Number))} aria-labelledby={labelId}>
          <Stack gap="xs">
            {question.answerOptions.map((o) => (
              <Checkbox key={o.ordinal} value={String(o.ordinal)} label={o.text} description={o.hint ?? undefined} disabled={disabled} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Stack>
    </Input.Wrapper>
  );
}
