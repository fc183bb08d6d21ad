import { memo, useContext, useEffect, useState } from 'react';
import { NumberInput } from '@mantine/core';
import { OPTION_SCORING_STEP } from '@aquarisk/contract/constants';
import { optionScoreProblem, parseOptionScore } from '@aquarisk/contract/template/option-score';
import { DraftProblemsContext, fieldId, useFieldError } from './editor-context.ts';
import { sameData } from './same-data.ts';

export interface OptionScoreFieldProps {
  /** `…answerOptions[i].scoring.value` */
  path: string;
  value: number;
  onValue: (value: number) => void;
}

/**
 * An option's score (docs/requirements.md#results: steps of 0.1). What is typed stays in the field: a number reaches the template at once,
 * and one with more than one decimal is marked there and then; an entry that is no number (letters are not taken,
 * so 'abc' leaves it empty) is refused with a message instead of becoming 0, and Save waits until it is fixed
 * (issue 21, item 20).
 */
export const OptionScoreField = memo(function OptionScoreField({ path, value, onValue }: OptionScoreFieldProps) {
  const report = useContext(DraftProblemsContext);
  const saved = useFieldError(path);
  const [draft, setDraft] = useState<string | null>(null);
  const parsed = draft === null ? null : parseOptionScore(draft);
  const unreadable = parsed && 'problem' in parsed ? parsed.problem : null;

  useEffect(() => {
    report(path, unreadable);
    return () => report(path, null);
  }, [report, path, unreadable]);

  return (
    <NumberInput
      id={fieldId(path)}
      label="Score"
      step={OPTION_SCORING_STEP}
      value={draft ?? value}
      error={unreadable ?? optionScoreProblem(value) ?? saved}
      onChange={(typed) => {
        // the arrows and the spin buttons step by 0.1; typed digits keep every decimal, so 1.55 is seen and refused
        const text = String(typed);
        setDraft(text);
        const next = parseOptionScore(text);
        if ('value' in next) onValue(next.value);
      }}
      // A readable entry is shown as stored once the field is left ('1.50' → '1.5'); an unreadable one stays to be fixed.
      onBlur={() => !unreadable && setDraft(null)}
    />
  );
}, sameData);
