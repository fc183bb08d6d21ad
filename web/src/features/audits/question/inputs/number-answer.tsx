import { Text, TextInput } from '@mantine/core';
import { answerUnitLabels } from '@aquarisk/contract/answer-types';
import type { FlowQuestion as Question } from '@aquarisk/contract/schemas/question-flow.schema';
import type { AnswerInputProps } from './answer-input-props.ts';

export function unitLabel(question: Pick<Question, 'answerUnits'>): string {
  return question.answerUnits ? answerUnitLabels[question.answerUnits] : '';
}

/** Negative numbers are valid only where the question's own bounds allow them (e.g. -2 °C). */
export const allowsNegative = (question: Pick<Question, 'answerBounds'>): boolean => (question.answerBounds?.min ?? 0) < 0;

/** The keyboard a phone shows: decimals for FLOAT, digits for INTEGER (a minus only where bounds allow it). */
export function numberInputMode(question: Pick<Question, 'answerType' | 'answerBounds'>): 'decimal' | 'numeric' | 'text' {
  if (allowsNegative(question)) return 'text';
  return question.answerType.startsWith('FLOAT') ? 'decimal' : 'numeric';
}

export function UnitSection({ unit }: { unit: string }) {
  return unit ? (
    <Text size="sm" c="dimmed" pr={8} style={{ whiteSpace: 'nowrap' }}>
      {unit}
    </Text>
  ) : null;
}

/**
 * FLOAT (greater than 0, two decimals at most) and INTEGER (0 … 2,147,483,647), docs/requirements.md#core-5. The input keeps exactly
 * what was typed or pasted — '-1', '3.5', '2.531', '2,75' — and the form shows the spec's message until it is valid;
 * nothing is rewritten behind the user's back (issue 8 item 1).
 */
export function NumberAnswer({ question, value, onChange, error, disabled }: AnswerInputProps) {
  const unit = unitLabel(question);
  return (
    <TextInput
      label="Answer"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      disabled={disabled}
      inputMode={numberInputMode(question)}
      autoComplete="off"
      maw={320}
      rightSection={<UnitSection unit={unit} />}
      rightSectionWidth={unit ? Math.max(36, unit.length * 9 + 16) : undefined}
      aria-description={unit ? `in ${unit}` : undefined}
    />
  );
}
