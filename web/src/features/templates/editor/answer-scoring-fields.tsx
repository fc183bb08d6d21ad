import { memo } from 'react';
import { Fieldset, Text } from '@mantine/core';
import type { AnswerType } from '@aquarisk/contract/answer-types';
import type { TemplateQuestion } from '@aquarisk/contract/template/template.schema';
import { CapSelect } from './cap-select.tsx';
import { fieldId, useEditorApi, useFieldError } from './editor-context.ts';
import { NumberField } from './number-field.tsx';
import type { QuestionAt, ScoringPatch } from './template-reducer.ts';
import { isSelect } from './answer-type-labels.ts';
import classes from './template-editor.module.css';

type Scoring = TemplateQuestion['answer']['scoring'];
type ScoreKey = 'min' | 'max' | 'default' | 'yes' | 'no';

/**
 * The answer's scoring: min and max (summed into the step, section and template ranges), default (scored when a
 * text, number or date question is answered), and yes / no for a yes/no question (docs/requirements.md#decisions-audits scoring), with the
 * knockout cap of each (issue 13).
 */
export const AnswerScoringFields = memo(function AnswerScoringFields({
  scoring,
  answerType,
  s,
  st,
  q,
}: { scoring: Scoring; answerType: AnswerType } & QuestionAt) {
  const { dispatch } = useEditorApi();
  const path = `sections[${s}].steps[${st}].questions[${q}].answer.scoring`;
  const set = (patch: ScoringPatch) => dispatch({ type: 'editScoring', at: { s, st, q }, patch });
  const yesNo = answerType === 'YES_NO';
  const field = (key: ScoreKey, label: string, nullable: boolean, description?: string) => (
    <ScoreField
      key={key}
      path={`${path}.${key}`}
      label={label}
      description={description}
      value={scoring[key]}
      nullable={nullable}
      onValue={(v) => set({ [key]: nullable ? v : (v ?? 0) })}
    />
  );
  return (
    <Fieldset legend="Scoring" variant="filled" radius="md">
      <div className={classes.scoreColumns}>
        {field('min', 'Min', false)}
        {field('max', 'Max', false)}
        {field('default', 'Default', true)}
        {yesNo ? field('yes', 'Yes', true) : null}
        {yesNo ? field('no', 'No', true) : null}
      </div>
      {yesNo ? (
        <div className={classes.twoColumns} style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          <CapSelect
            id={fieldId(`${path}.capYes`)}
            label="Knockout when Yes"
            value={scoring.capYes}
            onValue={(capYes) => set({ capYes })}
          />
          <CapSelect id={fieldId(`${path}.capNo`)} label="Knockout when No" value={scoring.capNo} onValue={(capNo) => set({ capNo })} />
        </div>
      ) : null}
      <Text size="xs" c="dimmed" mt="xs">
        {yesNo
          ? 'A yes/no answer scores its Yes or No value.'
          : isSelect(answerType)
            ? 'A select answer scores its chosen options’ values (a multi select is capped at Max).'
            : (scoring.bands ?? []).length > 0
              ? 'The scoring bands below decide this answer’s score; Default is not used.'
              : 'This answer scores its Default value when answered; leave Default empty for no score.'}
      </Text>
    </Fieldset>
  );
});

interface ScoreFieldProps {
  path: string;
  label: string;
  description?: string | undefined;
  value: number | null;
  nullable: boolean;
  onValue: (v: number | null) => void;
}

function ScoreField({ path, label, description, value, nullable, onValue }: ScoreFieldProps) {
  const error = useFieldError(path);
  return (
    <NumberField
      id={fieldId(path)}
      label={label}
      description={description}
      value={value}
      nullable={nullable}
      onValue={onValue}
      error={error}
      decimalScale={2}
      step={1}
    />
  );
}
