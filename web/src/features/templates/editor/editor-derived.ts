import { useMemo } from 'react';
import { deriveTemplateScores } from '@aquarisk/contract/template/template-rules';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import type { AnswerRef, ScoreRange } from './editor-context.ts';

/**
 * Values the editor derives from the template on every change, made stable: each is rebuilt from a signature
 * string, so its context changes (and its readers render) only when its content does, not on every keystroke.
 */
export function useDerivedScores(template: TemplateBody): ReadonlyMap<string, ScoreRange> {
  const signature = useMemo(() => {
    const t = deriveTemplateScores(template);
    const rows: [string, number, number][] = [['template', t.minScore, t.maxScore]];
    for (const s of t.sections) {
      rows.push([`section:${s.id}`, s.minScore, s.maxScore]);
      for (const st of s.steps) {
        rows.push([`step:${st.id}`, st.minScore, st.maxScore]);
        for (const q of st.questions) rows.push([`question:${q.id}`, q.scoring.minValue, q.scoring.maxValue]);
      }
    }
    return JSON.stringify(rows);
  }, [template]);
  return useMemo(
    () => new Map((JSON.parse(signature) as [string, number, number][]).map(([key, min, max]) => [key, { min, max }])),
    [signature],
  );
}

const excerpt = (text: string, max = 70) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Every question's answer in flow order (array order is flow order in the editor), labelled for the includeIf list. */
export function useAnswerRefs(template: TemplateBody): readonly AnswerRef[] {
  const signature = useMemo(() => {
    const refs: AnswerRef[] = [];
    template.sections.forEach((s, si) =>
      s.steps.forEach((st, sti) =>
        st.questions.forEach((q) =>
          refs.push({
            answerId: q.answer.id,
            questionId: q.id,
            label: `${si + 1}.${sti + 1} Q${q.ordinal / 10} · ${excerpt(q.text || q.name)}`,
            answerType: q.answerType,
            options: q.answerOptions.map((o) => ({ ordinal: o.ordinal, text: o.text })),
          }),
        ),
      ),
    );
    return JSON.stringify(refs);
  }, [template]);
  return useMemo(() => JSON.parse(signature) as AnswerRef[], [signature]);
}

/** A map whose identity changes only when its entries do. */
export function useStableErrors(errors: ReadonlyMap<string, string>): ReadonlyMap<string, string> {
  const signature = JSON.stringify([...errors]);
  return useMemo(() => new Map(JSON.parse(signature) as [string, string][]), [signature]);
}
