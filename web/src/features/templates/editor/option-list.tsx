import { memo } from 'react';
import { Alert, Button, Fieldset, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { AnswerType } from '@aquarisk/contract/answer-types';
import { countOf } from '@aquarisk/contract/plural';
import type { AnswerOption } from '@aquarisk/contract/template/template.schema';
import { IconPlus } from '../../../components/icons.tsx';
import { answerTypeLabels, isSelect } from './answer-type-labels.ts';
import { CapSelect } from './cap-select.tsx';
import { fieldId, useEditorApi, useFieldError } from './editor-context.ts';
import { ItemActions } from './item-actions.tsx';
import { OptionScoreField } from './option-score-field.tsx';
import type { OptionPatch, QuestionAt } from './template-reducer.ts';
import { TextField } from './text-field.tsx';
import classes from './template-editor.module.css';

/**
 * Answer options of a select question. The id is read-only once set (docs/requirements.md#results-5); the editor sets it when the option
 * is added (template-wide max + 1), so it is never typed. The ordinal is 10 × position and moves with the option.
 */
export const OptionList = memo(function OptionList({
  options,
  answerType,
  s,
  st,
  q,
}: { options: readonly AnswerOption[]; answerType: AnswerType } & QuestionAt) {
  const { dispatch } = useEditorApi();
  const at = { s, st, q };
  const path = `sections[${s}].steps[${st}].questions[${q}].answerOptions`;
  const error = useFieldError(path);

  if (!isSelect(answerType)) {
    if (options.length === 0) return null;
    return (
      <Alert color="yellow" variant="light" title="Unused options">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            This question has {countOf(options.length, 'answer option')}, which a {answerTypeLabels[answerType].toLowerCase()} answer does
            not use.
          </Text>
          <Button size="xs" variant="light" color="yellow" onClick={() => dispatch({ type: 'clearOptions', at })}>
            Remove the options
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <Fieldset legend="Answer options" variant="filled" radius="md" id={fieldId(path)} tabIndex={-1}>
      <Stack gap="xs">
        {options.length === 0 ? (
          <Text size="sm" c={error ? 'red' : 'dimmed'}>
            {error ?? 'No options yet.'}
          </Text>
        ) : (
          options.map((option, i) => <OptionRow key={option.id} option={option} s={s} st={st} q={q} o={i} count={options.length} />)
        )}
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => dispatch({ type: 'add', kind: 'option', at })}
          >
            Add option
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
});

const OptionRow = memo(function OptionRow({ option, s, st, q, o, count }: { option: AnswerOption; o: number; count: number } & QuestionAt) {
  const { dispatch } = useEditorApi();
  const at = { s, st, q, o };
  const path = `sections[${s}].steps[${st}].questions[${q}].answerOptions[${o}]`;
  const ordinalError = useFieldError(`${path}.ordinal`);
  const set = (patch: OptionPatch) => dispatch({ type: 'editOption', at, patch });
  return (
    <Paper withBorder radius="md" p="sm" data-testid="option-row">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600}>
            Option {o + 1}{' '}
            <Text span size="xs" c="dimmed" fw={400}>
              ordinal {option.ordinal}
            </Text>
          </Text>
          <ItemActions
            kind="option"
            path={path}
            label={`option ${o + 1}`}
            index={o}
            count={count}
            onMove={(by) => dispatch({ type: 'move', kind: 'option', at, by })}
            onRemove={() => dispatch({ type: 'remove', kind: 'option', at })}
          />
        </Group>
        {ordinalError ? (
          <Text size="xs" c="red">
            {ordinalError}
          </Text>
        ) : null}
        <div className={classes.optionColumns}>
          <TextInput label="Id" value={String(option.id)} readOnly variant="filled" aria-readonly="true" />
          <TextField label="Name" path={`${path}.name`} value={option.name} onValue={(name) => set({ name: name ?? '' })} />
          <TextField label="Text" required path={`${path}.text`} value={option.text} onValue={(text) => set({ text: text ?? '' })} />
          <TextField label="Hint" path={`${path}.hint`} value={option.hint} nullable onValue={(hint) => set({ hint })} />
          <OptionScoreField path={`${path}.scoring.value`} value={option.scoring.value} onValue={(value) => set({ value })} />
          <CapSelect id={fieldId(`${path}.capRisk`)} label="Knockout" value={option.capRisk} onValue={(capRisk) => set({ capRisk })} />
        </div>
      </Stack>
    </Paper>
  );
});
