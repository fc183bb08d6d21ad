import { Button, Group, Text } from '@mantine/core';
import type { AnswerType } from '@aquarisk/contract/answer-types';
import { parameterForQuestion } from '@aquarisk/contract/schemas/environment.schema';
import { useEnvironmentQuery } from './environment-api.ts';
import { measuredRangeAnswer, measuredRangeText } from './environment-stats.ts';

const numericTypes: readonly AnswerType[] = ['FLOAT', 'FLOAT_RANGE', 'INTEGER', 'INTEGER_RANGE'];

export interface MeasuredRangeProps {
  surveyExtId: string;
  questionText: string;
  answerType: AnswerType;
  /** offered on range questions: fills the input with the measured minimum and maximum */
  onUse?: ((answer: string) => void) | undefined;
}

/**
 * Beside a number question about a measured parameter (dissolved oxygen, temperature, salinity), the range the
 * audit's environmental readings show, so the auditor can answer from data.
 */
export function MeasuredRange({ surveyExtId, questionText, answerType, onUse }: MeasuredRangeProps) {
  const numeric = numericTypes.includes(answerType);
  const env = useEnvironmentQuery(surveyExtId, numeric);
  if (!numeric || !env.data) return null;
  const key = parameterForQuestion(
    questionText,
    env.data.series.map((s) => s.key),
  );
  const series = key ? env.data.series.find((s) => s.key === key) : undefined;
  if (!series || series.count === 0) return null;
  const answer = answerType === 'FLOAT_RANGE' ? measuredRangeAnswer(series) : null;
  return (
    <Group gap="sm" justify="space-between" wrap="wrap" p="xs" bg="lagoon.0" style={{ borderRadius: 6 }} data-testid="measured-range">
      <Text size="sm" c="lagoon.9">
        {measuredRangeText(series)}
      </Text>
      {answer && onUse ? (
        <Button size="compact-xs" variant="light" onClick={() => onUse(answer)}>
          Use measured range
        </Button>
      ) : null}
    </Group>
  );
}
