import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { NOT_APPLICABLE } from '@aquarisk/contract/answer-types';
import { validateAnswer } from '@aquarisk/contract/answers/answer-rules';
import { answerContextOf } from '@aquarisk/contract/answers/question-answer';
import { ORDINAL_STEP } from '@aquarisk/contract/constants';
import type { OpenQuestionContext } from '@aquarisk/contract/schemas/question-flow.schema';
import { MeasuredRange } from '../../../components/audit-media/measured-range.tsx';
import { initialDraft } from './answer-draft.ts';
import { AnswerInput } from './inputs/answer-input.tsx';
import { QuestionLimits } from './question-limits.tsx';

export interface QuestionFormProps {
  context: OpenQuestionContext;
  saving: boolean;
  /** called with a valid answer in its stored form */
  onSave: (answerValue: string) => void;
  /** read-only users step through the answers instead of saving */
  onNext: (() => void) | null;
  onBack: (() => void) | null;
  moving: boolean;
  /** actions count and upload buttons */
  tools: ReactNode;
  /** carried answers waiting (issue 26 item 1), shown above the answer */
  notice?: ReactNode;
}

/**
 * One question: its text, guidance and hint, the input of its answer type and Save. The answer is checked with the
 * contract's rule before it is sent, so the user sees the same message the server would give. A question that allows
 * N/A offers 'Not applicable', which is saved as 'N/A' and leaves the question out of the score.
 */
export function QuestionForm({ context, saving, onSave, onNext, onBack, moving, tools, notice }: QuestionFormProps) {
  const { question, readOnly } = context;
  const savedNa = question.allowNotApplicable === true && question.answer?.answerStr === NOT_APPLICABLE;
  const [draft, setDraft] = useState(() => (savedNa ? '' : initialDraft(question, context.isLastQuestion)));
  const [notApplicable, setNotApplicable] = useState(savedNa);
  const [tried, setTried] = useState(false);
  const check = validateAnswer(question.answerType, notApplicable ? NOT_APPLICABLE : draft, answerContextOf(question));
  const error = tried && !check.ok ? check.message : undefined;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (readOnly) return;
    setTried(true);
    if (check.ok) onSave(check.value);
  };

  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`question-${question.id}`}
      data-answer-type={question.answerType}
      data-question-id={question.id}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Text size="xs" tt="uppercase" fw={700} c="lagoon.8" style={{ letterSpacing: '0.06em' }}>
            {context.sectionName} · {context.stepTitle} · Question {question.ordinal / ORDINAL_STEP}
          </Text>
          <Group gap="xs">{tools}</Group>
        </Group>
        <Title order={2} size="h4" c="navy.9" id={`question-${question.id}`} style={{ lineHeight: 1.35 }}>
          {question.text}
        </Title>
        {question.guidance && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {question.guidance}
          </Text>
        )}
        {question.hint && (
          <Text size="sm" c="ocean.8" fs="italic">
            Hint: {question.hint}
          </Text>
        )}
        {notice}
        <AnswerInput
          question={question}
          value={notApplicable ? '' : draft}
          onChange={setDraft}
          error={error}
          disabled={readOnly || saving || notApplicable}
          surveyExtId={context.surveyExtId}
        />
        {!notApplicable ? <QuestionLimits limits={question.limits ?? []} answerType={question.answerType} value={draft} /> : null}
        {!notApplicable ? (
          <MeasuredRange
            surveyExtId={context.surveyExtId}
            questionText={question.text}
            answerType={question.answerType}
            onUse={readOnly || saving ? undefined : setDraft}
          />
        ) : null}
        {question.allowNotApplicable ? (
          <Checkbox
            label="Not applicable (N/A): left out of the score"
            checked={notApplicable}
            onChange={(e) => setNotApplicable(e.currentTarget.checked)}
            disabled={readOnly || saving}
          />
        ) : null}
        <Group justify="space-between" mt="xs">
          <Button variant="default" onClick={onBack ?? undefined} disabled={!onBack || moving} type="button">
            Back
          </Button>
          {readOnly ? (
            <Button variant="light" onClick={onNext ?? undefined} disabled={!onNext} loading={moving} type="button">
              Next
            </Button>
          ) : (
            <Button type="submit" loading={saving} disabled={moving}>
              Save
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
