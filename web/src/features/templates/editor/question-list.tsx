import { memo } from 'react';
import { Accordion, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { nextId } from '@aquarisk/contract/template/template-rules';
import type { TemplateQuestion } from '@aquarisk/contract/template/template.schema';
import { IconPlus } from '../../../components/icons.tsx';
import { useEditorApi, useOpenPanels } from './editor-context.ts';
import { answerTypeLabels } from './answer-type-labels.ts';
import { ErrorCountBadge, ScoreBadge } from './item-badges.tsx';
import { ItemActions } from './item-actions.tsx';
import { QuestionFields } from './question-fields.tsx';
import classes from './template-editor.module.css';

/** The questions of step `st` in section `s`. */
export const QuestionList = memo(function QuestionList({ questions, s, st }: { questions: readonly TemplateQuestion[]; s: number; st: number }) {
  const { dispatch, getTemplate } = useEditorApi();
  const { open, setOpen } = useOpenPanels();
  const keys = questions.map((q) => `question-${q.id}`);
  const add = () => {
    const key = `question-${nextId(getTemplate(), 'question')}`;
    dispatch({ type: 'add', kind: 'question', at: { s, st } });
    setOpen([key], [key]);
  };
  return (
    <Stack gap="xs">
      <Title order={4} size="h6" c="dimmed" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
        Questions
      </Title>
      {questions.length === 0 ? (
        <Text size="sm" c="dimmed">
          No questions in this step yet.
        </Text>
      ) : (
        <Accordion
          multiple
          value={keys.filter((k) => open.has(k))}
          onChange={(value) => setOpen(keys, value)}
          variant="contained"
          chevronPosition="left"
          keepMounted={false}
          classNames={{ item: classes.questionItem, control: classes.control, label: classes.controlLabel, content: classes.content }}
        >
          {questions.map((question, i) => (
            <QuestionItem key={question.id} question={question} s={s} st={st} index={i} count={questions.length} />
          ))}
        </Accordion>
      )}
      <Group>
        <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} onClick={add}>
          Add question
        </Button>
      </Group>
    </Stack>
  );
});

interface QuestionItemProps {
  question: TemplateQuestion;
  s: number;
  st: number;
  index: number;
  count: number;
}

/** A question some answer of which caps the audit's band (issue 13). */
const hasKnockout = (q: TemplateQuestion) =>
  Boolean(q.answer.scoring.capYes || q.answer.scoring.capNo) ||
  q.answerOptions.some((o) => o.capRisk) ||
  (q.answer.scoring.bands ?? []).some((b) => b.capRisk);

const QuestionItem = memo(function QuestionItem({ question, s, st, index, count }: QuestionItemProps) {
  const { dispatch } = useEditorApi();
  const path = `sections[${s}].steps[${st}].questions[${index}]`;
  const at = { s, st, q: index };
  // Spec 2 §2: questions are numbered as ordinal divided by 10.
  const number = question.ordinal / 10;
  return (
    <Accordion.Item value={`question-${question.id}`}>
      <div className={classes.header}>
        <Accordion.Control>
          <div className={classes.headline}>
            <Text size="sm" className={classes.title} lineClamp={2}>
              <Text span fw={700} c="ocean.8" mr={6}>
                Q{number}
              </Text>
              {question.text || <Text span c="dimmed" fs="italic">No question text</Text>}
            </Text>
            <Group gap={6} wrap="wrap">
              <Badge variant="outline" color="navy" radius="sm" tt="none" size="sm">
                {answerTypeLabels[question.answerType]}
              </Badge>
              {question.includeIf ? (
                <Badge variant="light" color="yellow" radius="sm" tt="none" size="sm">
                  Conditional
                </Badge>
              ) : null}
              {hasKnockout(question) ? (
                <Badge variant="light" color="red" radius="sm" tt="none" size="sm">
                  Knockout
                </Badge>
              ) : null}
              <ScoreBadge scoreKey={`question:${question.id}`} />
              <ErrorCountBadge prefix={path} />
            </Group>
          </div>
        </Accordion.Control>
        <ItemActions
          kind="question"
          path={path}
          label={`Question ${number}`}
          index={index}
          count={count}
          onMove={(by) => dispatch({ type: 'move', kind: 'question', at, by })}
          onRemove={() => dispatch({ type: 'remove', kind: 'question', at })}
        />
      </div>
      <Accordion.Panel>
        <QuestionFields question={question} s={s} st={st} q={index} />
      </Accordion.Panel>
    </Accordion.Item>
  );
});
