import { memo, useContext, useMemo } from 'react';
import { Fieldset, Select, Stack, Switch, Text } from '@mantine/core';
import type { Operator } from '@aquarisk/contract/answer-types';
import type { IncludeIf } from '@aquarisk/contract/template/template.schema';
import { isSelect, operatorOptions } from './answer-type-labels.ts';
import { AnswersContext, fieldId, useEditorApi, useFieldError, type AnswerRef } from './editor-context.ts';
import type { QuestionAt } from './template-reducer.ts';
import { TextField } from './text-field.tsx';
import classes from './template-editor.module.css';

/** A value that passes validateTemplate for the referenced answer, so switching a condition on starts valid. */
function firstValue(ref: AnswerRef): string {
  if (ref.answerType === 'YES_NO') return 'YES';
  if (isSelect(ref.answerType) && ref.options[0]) return String(ref.options[0].ordinal);
  return '';
}

function valueHint(ref: AnswerRef | undefined, condition: Operator): string {
  if (condition === 'BETWEEN') return "A range 'low-high', e.g. 2-5";
  if (!ref) return 'The value to compare with';
  if (ref.answerType === 'YES_NO') return condition === 'CONTAINS' ? 'Text to look for' : 'YES or NO';
  if (isSelect(ref.answerType)) return 'Option ordinal(s): 10, or [10,30]';
  if (['GT', 'GTE', 'LT', 'LTE'].includes(condition)) return 'A number (or a date for date questions)';
  return 'The value to compare with';
}

/**
 * includeIf (docs/requirements.md#results-3): the question is asked only when the answer of an EARLIER question (flow order) meets the
 * condition. The list offers only earlier questions; one moved above its condition shows validateTemplate's error.
 */
export const IncludeIfFields = memo(function IncludeIfFields({
  includeIf,
  questionId,
  s,
  st,
  q,
}: { includeIf: IncludeIf | null; questionId: number } & QuestionAt) {
  const { dispatch } = useEditorApi();
  const answers = useContext(AnswersContext);
  const path = `sections[${s}].steps[${st}].questions[${q}].includeIf`;
  const answerError = useFieldError(`${path}.answerId`);
  const conditionError = useFieldError(`${path}.condition`);
  const at = { s, st, q };

  const ownIndex = answers.findIndex((a) => a.questionId === questionId);
  const earlier = useMemo(() => (ownIndex < 0 ? [] : answers.slice(0, ownIndex)), [answers, ownIndex]);
  const data = useMemo(() => earlier.map((a) => ({ value: String(a.answerId), label: a.label })), [earlier]);
  const referenced = includeIf ? answers.find((a) => a.answerId === includeIf.answerId) : undefined;

  const set = (next: IncludeIf | null) => dispatch({ type: 'editQuestion', at, patch: { includeIf: next } });
  const edit = (patch: Partial<IncludeIf>) => dispatch({ type: 'editIncludeIf', at, patch });
  const toggle = (on: boolean) => {
    const last = earlier.at(-1);
    if (!on) set(null);
    else if (last) set({ answerId: last.answerId, condition: 'EQ', value: firstValue(last) });
  };

  return (
    <Fieldset legend="Ask this question only when…" variant="filled" radius="md" id={fieldId(path)} tabIndex={-1}>
      <Stack gap="sm">
        <Switch
          label="Depends on an earlier answer"
          checked={Boolean(includeIf)}
          disabled={!includeIf && earlier.length === 0}
          description={!includeIf && earlier.length === 0 ? 'No earlier question to depend on.' : undefined}
          onChange={(e) => toggle(e.currentTarget.checked)}
        />
        {includeIf ? (
          <>
            <div className={classes.conditionColumns}>
              <Select
                id={fieldId(`${path}.answerId`)}
                label="Earlier question"
                data={data}
                value={data.some((d) => d.value === String(includeIf.answerId)) ? String(includeIf.answerId) : null}
                placeholder={`Answer id ${includeIf.answerId}`}
                onChange={(v) => v && edit({ answerId: Number(v) })}
                searchable
                allowDeselect={false}
                nothingFoundMessage="No earlier question matches"
                error={answerError}
              />
              <Select
                id={fieldId(`${path}.condition`)}
                label="Condition"
                data={operatorOptions}
                value={includeIf.condition}
                onChange={(v) => v && edit({ condition: v })}
                allowDeselect={false}
                error={conditionError}
              />
              <TextField
                label="Value"
                description={valueHint(referenced, includeIf.condition)}
                path={`${path}.value`}
                value={includeIf.value}
                onValue={(value) => edit({ value: value ?? '' })}
              />
            </div>
            {referenced && referenced.options.length ? (
              <Text size="xs" c="dimmed">
                Options of that question: {referenced.options.map((o) => `${o.ordinal} = ${o.text || '(no text)'}`).join(' · ')}
              </Text>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Fieldset>
  );
});
