import { TextInput } from '@mantine/core';
import { decodeUrlAnswer } from '../answer-draft.ts';
import type { AnswerInputProps } from './answer-input-props.ts';

/** SHORT_TEXT: one line; more than 255 characters is refused with the spec's message rather than cut silently. */
export function ShortTextAnswer({ value, onChange, error, disabled }: AnswerInputProps) {
  return <TextInput label="Answer" value={value} onChange={(e) => onChange(e.currentTarget.value)} error={error} disabled={disabled} />;
}

/** URL: shown as typed, stored URL-encoded (docs/requirements.md#core-5). */
export function UrlAnswer({ value, onChange, error, disabled }: AnswerInputProps) {
  return (
    <TextInput
      label="Answer"
      type="url"
      inputMode="url"
      placeholder="https://"
      value={decodeUrlAnswer(value)}
      onChange={(e) => onChange(encodeURIComponent(e.currentTarget.value))}
      error={error}
      disabled={disabled}
    />
  );
}
