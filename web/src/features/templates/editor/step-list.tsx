import { memo } from 'react';
import { Stack, Text } from '@mantine/core';
import { nextId } from '@aquarisk/contract/template/template-rules';
import type { TemplateStep } from '@aquarisk/contract/template/template.schema';
import { countOf } from '@aquarisk/contract/plural';
import { useEditorApi, useOpenPanels, useScore } from './editor-context.ts';
import { EditorItemFrame, EditorListFrame } from './editor-list-frame.tsx';
import { QuestionList } from './question-list.tsx';
import { DescriptionAndFacts } from './description-and-facts.tsx';
import { TextField } from './text-field.tsx';
import classes from './template-editor.module.css';

/** The steps of section `s`. */
export const StepList = memo(function StepList({ steps, s }: { steps: readonly TemplateStep[]; s: number }) {
  const { dispatch, getTemplate } = useEditorApi();
  const { setOpen } = useOpenPanels();
  const add = () => {
    const key = `step-${nextId(getTemplate(), 'step')}`;
    dispatch({ type: 'add', kind: 'step', at: { s } });
    setOpen([key], [key]);
  };
  return (
    <EditorListFrame
      heading={{ text: 'Steps', order: 3 }}
      emptyText="No steps in this section yet."
      keys={steps.map((st) => `step-${st.id}`)}
      variant="contained"
      addLabel="Add step"
      onAdd={add}
    >
      {steps.map((step, i) => (
        <StepItem key={step.id} step={step} s={s} index={i} count={steps.length} />
      ))}
    </EditorListFrame>
  );
});

interface StepItemProps {
  step: TemplateStep;
  s: number;
  index: number;
  count: number;
}

const StepItem = memo(function StepItem({ step, s, index, count }: StepItemProps) {
  const { dispatch } = useEditorApi();
  const path = `sections[${s}].steps[${index}]`;
  const at = { s, st: index };
  const label = `Step ${index + 1}`;
  const questions = step.questions.length;
  return (
    <EditorItemFrame
      value={`step-${step.id}`}
      title={
        <Text fw={600} size="sm" className={classes.title}>
          <Text span c="dimmed" fw={600} mr={6}>
            {label}
          </Text>
          {step.title || (
            <Text span c="dimmed" fs="italic">
              No title
            </Text>
          )}
        </Text>
      }
      badges={
        <Text size="xs" c="dimmed">
          {countOf(questions, 'question')}
        </Text>
      }
      scoreKey={`step:${step.id}`}
      path={path}
      actions={{
        kind: 'step',
        path,
        label: `${label} of section ${s + 1}`,
        index,
        count,
        onMove: (by) => dispatch({ type: 'move', kind: 'step', at, by }),
        onRemove: () => dispatch({ type: 'remove', kind: 'step', at }),
        confirmRemove: questions ? `Remove ${step.title || label} with its ${countOf(questions, 'question')}?` : null,
      }}
    >
      <Stack gap="md">
        <StepFields step={step} s={s} index={index} />
        <QuestionList questions={step.questions} s={s} st={index} />
      </Stack>
    </EditorItemFrame>
  );
});

function StepFields({ step, s, index }: { step: TemplateStep; s: number; index: number }) {
  const { dispatch } = useEditorApi();
  const path = `sections[${s}].steps[${index}]`;
  const score = useScore(`step:${step.id}`);
  const set = (patch: Partial<Pick<TemplateStep, 'name' | 'title' | 'description'>>) =>
    dispatch({ type: 'editStep', at: { s, st: index }, patch });
  return (
    <Stack gap="sm">
      <div className={classes.twoColumns}>
        <TextField label="Step title" required path={`${path}.title`} value={step.title} onValue={(title) => set({ title: title ?? '' })} />
        <TextField label="Step name" path={`${path}.name`} value={step.name} onValue={(name) => set({ name: name ?? '' })} />
      </div>
      <DescriptionAndFacts path={path} item={step} score={score} onDescription={(description) => set({ description })} />
    </Stack>
  );
}
