import { memo } from 'react';
import { Select, Stack } from '@mantine/core';
import type { AnswerType, AnswerUnit } from '@aquarisk/contract/answer-types';
import type { TemplateQuestion } from '@aquarisk/contract/template/template.schema';
import { answerTypeOptions, unitOptions } from './answer-type-labels.ts';
import { AnswerScoringFields } from './answer-scoring-fields.tsx';
import { fieldId, useEditorApi } from './editor-context.ts';
import { IncludeIfFields } from './include-if-fields.tsx';
import { LanguageTextFields } from './language-text-fields.tsx';
import { NumberScoringFields } from './number-scoring-fields.tsx';
import { OptionList } from './option-list.tsx';
import type { QuestionAt, QuestionPatch } from './template-reducer.ts';
import { ReadOnlyFacts, TextField } from './text-field.tsx';
import classes from './template-editor.module.css';

/**
 * Every field of one question (docs/requirements.md#results-3), shown while its panel is open. The parts get only the slice of the
 * question they show, so typing the question text does not re-render its scoring, options or translations.
 */
export function QuestionFields({ question, s, st, q }: { question: TemplateQuestion } & QuestionAt) {
  const { dispatch } = useEditorApi();
  const at = { s, st, q };
  const path = `sections[${s}].steps[${st}].questions[${q}]`;
  const set = (patch: QuestionPatch) => dispatch({ type: 'editQuestion', at, patch });
  return (
    <Stack gap="md">
      <div className={classes.threeColumns}>
        <TextField label="Question name" path={`${path}.name`} value={question.name} onValue={(name) => set({ name: name ?? '' })} />
        <AnswerTypeSelect value={question.answerType} s={s} st={st} q={q} />
        <UnitsSelect value={question.answerUnits} s={s} st={st} q={q} />
      </div>
      <TextField
        label="Question text"
        required
        multiline
        path={`${path}.text`}
        value={question.text}
        onValue={(text) => set({ text: text ?? '' })}
      />
      <div className={classes.twoColumns}>
        <TextField
          label="Guidance"
          description="Shown to the auditor; HTML allowed"
          multiline
          path={`${path}.guidance`}
          value={question.guidance}
          nullable
          onValue={(guidance) => set({ guidance })}
        />
        <TextField label="Hint" path={`${path}.hint`} value={question.hint} nullable onValue={(hint) => set({ hint })} />
      </div>
      <AnswerScoringFields scoring={question.answer.scoring} answerType={question.answerType} s={s} st={st} q={q} />
      <NumberScoringFields
        answerType={question.answerType}
        bands={question.answer.scoring.bands}
        bounds={question.answerBounds}
        allowNotApplicable={question.allowNotApplicable}
        s={s}
        st={st}
        q={q}
      />
      <OptionList options={question.answerOptions} answerType={question.answerType} s={s} st={st} q={q} />
      <IncludeIfFields includeIf={question.includeIf} questionId={question.id} s={s} st={st} q={q} />
      <LanguageTextFields languageText={question.languageText} s={s} st={st} q={q} />
      <ReadOnlyFacts
        facts={[
          ['Question id', question.id],
          ['Answer id', question.answer.id],
          ['Ordinal', question.ordinal],
        ]}
      />
    </Stack>
  );
}

const AnswerTypeSelect = memo(function AnswerTypeSelect({ value, s, st, q }: { value: AnswerType } & QuestionAt) {
  const { dispatch } = useEditorApi();
  return (
    <Select
      id={fieldId(`sections[${s}].steps[${st}].questions[${q}].answerType`)}
      label="Answer type"
      data={answerTypeOptions}
      value={value}
      onChange={(v) => v && dispatch({ type: 'setAnswerType', at: { s, st, q }, answerType: v })}
      allowDeselect={false}
    />
  );
});

const UnitsSelect = memo(function UnitsSelect({ value, s, st, q }: { value: AnswerUnit } & QuestionAt) {
  const { dispatch } = useEditorApi();
  return (
    <Select
      id={fieldId(`sections[${s}].steps[${st}].questions[${q}].answerUnits`)}
      label="Units"
      data={unitOptions}
      value={value}
      onChange={(v) => v && dispatch({ type: 'editQuestion', at: { s, st, q }, patch: { answerUnits: v } })}
      allowDeselect={false}
    />
  );
});
