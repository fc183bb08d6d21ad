import { RichTextInput } from '../../../../components/rich-text/rich-text-input.tsx';
import { RichTextView } from '../../../../components/rich-text/rich-text-view.tsx';
import type { AnswerInputProps } from './answer-input-props.ts';

/** LONG_TEXT: rich text; read-only users see the formatted answer. */
export function LongTextAnswer({ value, onChange, error, disabled }: AnswerInputProps) {
  if (disabled) return value ? <RichTextView html={value} /> : null;
  return <RichTextInput label="Answer" value={value} onChange={onChange} error={error} minHeight={180} />;
}
