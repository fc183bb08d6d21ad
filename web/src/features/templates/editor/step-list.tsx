import { memo } from 'react';
import { Accordion, Button, Group, Stack, Text, Title } from '@mantine/core';
import { nextId } from '@aquarisk/contract/template/template-rules';
import type { TemplateStep } from '@aquarisk/contract/template/template.schema';
import { IconPlus } from '../../../components/icons.tsx';
import { useEditorApi, useOpenPanels, useScore } from './editor-context.ts';
import { ErrorCountBadge, ScoreBadge } from './item-badges.tsx';
import { ItemActions } from './item-actions.tsx';
import { QuestionList } from './question-list.tsx';
import { ReadOnlyFacts, TextField } from './text-field.tsx';
import classes from './template-editor.module.css';

/** The steps of section `s`. */
export const StepList = memo(function StepList({ steps, s }: { steps: readonly TemplateStep[]; s: number }) {
  const { dispatch, getTemplate } = useEditorApi();
  const { open, setOpen } = useOpenPanels();
  const keys = steps.map((st) => `step-${st.id}`);
  const add = () => {
    const key = `step-${nextId(getTemplate(), 'step')}`;
    dispatch({ type: 'add', kind: 'step', at: { s } });
    setOpen([key], [key]);
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h6" c="dimmed" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
        Steps
      </Title>
      {steps.length === 0 ? (
        <Text size="sm" c="dimmed">
          No steps in this section yet.
        </Text>
      ) : (
        <Accordion
          multiple
          value={keys.filter((k) => open.has(k))}
          onChange={(value) => setOpen(keys, value)}
          variant="contained"
          chevronPosition="left"
          keepMounted={false}
          classNames={{ control: classes.control, label: classes.controlLabel, content: classes.content }}
        >
          {steps.map((step, i) => (
            <StepItem key={step.id} step={step} s={s} index={i} count={steps.length} />
          ))}
        </Accordion>
      )}
      <Group>
        <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} onClick={add}>
          Add step
        </Button>
      </Group>
    </Stack>
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
    <Accordion.Item value={`step-${step.id}`}>
      <div className={classes.header}>
        <Accordion.Control>
          <div className={classes.headline}>
            <Text fw={600} size="sm" className={classes.title}>
              <Text span c="dimmed" fw={600} mr={6}>
                {label}
              </Text>
              {step.title || <Text span c="dimmed" fs="italic">No title</Text>}
            </Text>
            <Group gap={6} wrap="wrap">
              <Text size="xs" c="dimmed">
                {questions} {questions === 1 ? 'question' : 'questions'}
              </Text>
              <ScoreBadge scoreKey={`step:${step.id}`} />
              <ErrorCountBadge prefix={path} />
            </Group>
          </div>
        </Accordion.Control>
        <ItemActions
          kind="step"
          path={path}
          label={`${label} of section ${s + 1}`}
          index={index}
          count={count}
          onMove={(by) => dispatch({ type: 'move', kind: 'step', at, by })}
          onRemove={() => dispatch({ type: 'remove', kind: 'step', at })}
          confirmRemove={questions ? `Remove ${step.title || label} with its ${questions} ${questions === 1 ? 'question' : 'questions'}?` : null}
        />
      </div>
      <Accordion.Panel>
        <Stack gap="md">
          <StepFields step={step} s={s} index={index} />
          <QuestionList questions={step.questions} s={s} st={index} />
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
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
      <TextField label="Description" multiline path={`${path}.description`} value={step.description} nullable onValue={(description) => set({ description })} />
      <ReadOnlyFacts
        facts={[
          ['Id', step.id],
          ['Ordinal', step.ordinal],
          ['Min score', score?.min ?? 0],
          ['Max score', score?.max ?? 0],
        ]}
      />
    </Stack>
  );
}
