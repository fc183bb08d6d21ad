import { useState } from 'react';
import { Accordion, Badge, Button, Group, Text } from '@mantine/core';
import { riskColor } from '@aquarisk/contract/risk';
import { knockoutLabel } from '@aquarisk/contract/scoring/caps';
import type { StepQuestion } from '../api/step-results.api.ts';
import { displayAnswer } from '@aquarisk/contract/answers/answer-display';
import { AnswerView } from '../../../components/answer-view.tsx';
import { userLocale } from '../../../lib/format-date.ts';

export interface StepQuestionsProps {
  questions: StepQuestion[];
  userNames: ReadonlyMap<string, string>;
}

/** The step's included questions with their answers; all open at first, with Expand all and Collapse all. */
export function StepQuestions({ questions, userNames }: StepQuestionsProps) {
  const all = questions.map((q) => String(q.id));
  const [open, setOpen] = useState<string[]>(all);
  if (questions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No question of this step was included in the audit.
      </Text>
    );
  }
  return (
    <>
      <Group gap="xs" justify="flex-end">
        <Button variant="light" size="compact-sm" onClick={() => setOpen(all)} disabled={open.length === all.length}>
          Expand all
        </Button>
        <Button variant="light" size="compact-sm" onClick={() => setOpen([])} disabled={open.length === 0}>
          Collapse all
        </Button>
      </Group>
      <Accordion multiple value={open} onChange={setOpen} variant="separated" radius="md" chevronPosition="right">
        {questions.map((q) => (
          <Accordion.Item key={q.id} value={String(q.id)}>
            <Accordion.Control>
              <Text size="xs" c="dimmed" fw={600}>
                Question {q.ordinal / 10}
              </Text>
              <Text size="sm" fw={600}>
                {q.text}
              </Text>
              {q.capRisk ? (
                <Badge mt={4} size="sm" variant="light" color={riskColor(q.capRisk)} data-testid="knockout-badge">
                  {knockoutLabel(q.capRisk)}
                </Badge>
              ) : null}
              {q.notApplicable ? (
                <Badge mt={4} size="sm" variant="light" color="gray">
                  Not applicable: left out of the score
                </Badge>
              ) : null}
            </Accordion.Control>
            <Accordion.Panel>
              <AnswerView
                answer={displayAnswer(
                  {
                    answerType: q.answerType,
                    answerUnits: q.answerUnits,
                    answerOptions: q.answerOptions,
                    answerStr: q.answer?.answerStr,
                    notApplicable: q.notApplicable,
                  },
                  { userNames, locale: userLocale() },
                )}
              />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </>
  );
}
