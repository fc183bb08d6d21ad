import { memo } from 'react';
import { Badge, Text } from '@mantine/core';
import { nextId } from '@aquarisk/contract/template/template-rules';
import type { TemplateQuestion } from '@aquarisk/contract/template/template.schema';
import { useEditorApi, useOpenPanels } from './editor-context.ts';
import { answerTypeLabels } from './answer-type-labels.ts';
import { EditorItemFrame, EditorListFrame } from './editor-list-frame.tsx';
import { QuestionFields } from './question-fields.tsx';
import classes from './template-editor.module.css';

/** The questions of step `st` in section `s`. */
export const QuestionList = memo(function QuestionList({
  questions,
  s,
  st,
}: {
  questions: readonly TemplateQuestion[];
  s: number;
  st: number;
}) {
  const { dispatch, getTemplate } = useEditorApi();
  const { setOpen } = useOpenPanels();
  const add = () => {
    const key = `question-${nextId(getTemplate(), 'question')}`;
    dispatch({ type: 'add', kind: 'question', at: { s, st } });
    setOpen([key], [key]);
  };
  return (
    <EditorListFrame
      heading={{ text: 'Questions', order: 4 }}
      emptyText="No questions in this step yet."
      keys={questions.map((q) => `question-${q.id}`)}
      variant="contained"
      itemClassName={classes.questionItem}
      addLabel="Add question"
      onAdd={add}
    >
      {questions.map((question, i) => (
        <QuestionItem key={question.id} question={question} s={s} st={st} index={i} count={questions.length} />
      ))}
    </EditorListFrame>
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
  // docs/requirements.md#results-2: questions are numbered as ordinal divided by 10.
  const number = question.ordinal / 10;
  return (
    <EditorItemFrame
      value={`question-${question.id}`}
      title={
        <Text size="sm" className={classes.title} lineClamp={2}>
          <Text span fw={700} c="ocean.8" mr={6}>
            Q{number}
          </Text>
          {question.text || (
            <Text span c="dimmed" fs="italic">
              No question text
            </Text>
          )}
        </Text>
      }
      badges={
        <>
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
        </>
      }
      scoreKey={`question:${question.id}`}
      path={path}
      actions={{
        kind: 'question',
        path,
        label: `Question ${number}`,
        index,
        count,
        onMove: (by) => dispatch({ type: 'move', kind: 'question', at, by }),
        onRemove: () => dispatch({ type: 'remove', kind: 'question', at }),
      }}
    >
      <QuestionFields question={question} s={s} st={st} q={index} />
    </EditorItemFrame>
  );
});
