import { NumberInput, Text } from '@mantine/core';
import { answerUnitLabels } from '@aquarisk/contract/answer-types';
import { FLOAT_DECIMALS } from '@aquarisk/contract/constants';
import type { Question } from '../../api/question-types.ts';
import type { AnswerInputProps } from './answer-input-props.ts';

export function unitLabel(question: Pick<Question, 'answerUnits'>): string {
  return question.answerUnits ? answerUnitLabels[question.answerUnits] : '';
}

/** Negative numbers can be typed only where the question's own bounds allow them (e.g. -2 °C). */
export const allowsNegative = (question: Pick<Question, 'answerBounds'>): boolean => (question.answerBounds?.min ?? 0) < 0;

function UnitSection({ unit }: { unit: string }) {
  return unit ? (
    <Text size="sm" c="dimmed" pr={8} style={{ whiteSpace: 'nowrap' }}>
      {unit}
    </Text>
  ) : null;
}

/** FLOAT: step 0.01, two decimals at most, greater than 0; INTEGER: whole numbers (spec 1 §5). */
export function NumberAnswer({ question, value, onChange, error, disabled }: AnswerInputProps) {
  const float = question.answerType === 'FLOAT';
  const unit = unitLabel(question);
  return (
    <NumberInput
      label="Answer"
      value={value}
      onChange={(v) => onChange(String(v))}
      error={error}
      disabled={disabled}
      step={float ? 0.01 : 1}
      decimalScale={float ? FLOAT_DECIMALS : 0}
      allowDecimal={float}
      allowNegative={allowsNegative(question)}
      clampBehavior="none"
      hideControls
      maw={320}
      rightSection={<UnitSection unit={unit} />}
      rightSectionWidth={unit ? Math.max(36, unit.length * 9 + 16) : undefined}
      aria-description={unit ? `in ${unit}` : undefined}
    />
  );
}
