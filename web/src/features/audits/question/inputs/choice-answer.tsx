import { Radio, Stack } from '@mantine/core';
import { formatSelect, parseSelect } from '@aquarisk/contract/answers/answer-rules';
import type { AnswerInputProps } from './answer-input-props.ts';

/** YES_NO: a radio of Yes and No, sent as YES or NO. */
export function YesNoAnswer({ value, onChange, error, disabled }: AnswerInputProps) {
  return (
    <Radio.Group label="Answer" value={value || null} onChange={onChange} error={error}>
      <Stack gap="xs" mt={6}>
        <Radio value="YES" label="Yes" disabled={disabled} />
        <Radio value="NO" label="No" disabled={disabled} />
      </Stack>
    </Radio.Group>
  );
}

/** SINGLE_SELECT: a radio of the options, sent as '[20]'. */
export function SingleSelectAnswer({ question, value, onChange, error, disabled }: AnswerInputProps) {
  const chosen = parseSelect(value)[0];
  return (
    <Radio.Group
      label="Answer"
      value={chosen === undefined ? null : String(chosen)}
      onChange={(v) => onChange(formatSelect([Number(v)]))}
      error={error}
    >
      <Stack gap="xs" mt={6}>
        {question.answerOptions.map((o) => (
          <Radio key={o.ordinal} value={String(o.ordinal)} label={o.text} description={o.hint ?? undefined} disabled={disabled} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
