import { isNumberType, isRangeType, NOT_APPLICABLE } from '../../answer-types.ts';
import { FINDINGS_DEFAULT_HTML, formatSelect } from '../../answers/answer-rules.ts';
import { answersByAnswerIdOf, includedQuestionIds, questionsInOrder } from '../../answers/include-if.ts';
import type { AnswerOption, TemplateQuestion } from '../template.schema.ts';
import type { DefaultTemplate, FarmProfileName, Sample, SampleValue } from './build.ts';

/**
 * Answers of a whole audit from a farm profile (issue 13): a good, average or poor farm, or a capped one (a good
 * farm that fails one knockout). Numbers and dates come from each question's samples, so a farm's numbers agree
 * with each other and with its band; dates count back from the audit's date. Questions without a sample answer by
 * rank: the good farm picks the best option, the poor farm the worst option that is not a knockout, the average
 * farm alternates between the best and a middling option. Only questions that apply (includeIf) are answered.
 */
export type FarmProfile = FarmProfileName;
export const farmProfiles: readonly FarmProfile[] = ['good', 'average', 'poor', 'capped'];

export interface ProfileContext {
  /** ISO date or date-time of the audit; DATE answers count back from it */
  auditDate: string;
  /** a company user's externalId for USER answers */
  userExtId: string;
  /**
   * Answers this farm gives whatever its profile (issue 22: the production system recorded on the farm, or a demo
   * audit's own figures, so its answers agree with each other and with its place), by question; undefined for the
   * profile's answer. Applied before includeIf, so the follow-ups of an answer given here are answered too.
   */
  answerOf?: ((q: TemplateQuestion) => string | undefined) | undefined;
}

const DAY_MS = 86_400_000;
const DEFAULT_DAYS: Record<FarmProfile, number> = { good: 30, average: 150, poor: 420, capped: 30 };

function dateBefore(auditDate: string, days: number): string {
  const base = Date.parse(auditDate.length === 10 ? `${auditDate}T00:00:00Z` : auditDate);
  return new Date(base - days * DAY_MS).toISOString().slice(0, 10);
}

const byValue = (options: readonly AnswerOption[]) => [...options].sort((a, b) => b.scoring.value - a.scoring.value);

function sampleOf(sample: Sample | undefined, profile: FarmProfile): SampleValue | undefined {
  if (!sample) return undefined;
  if (profile === 'capped') return sample.capped ?? sample.good;
  return sample[profile];
}

function byRank(q: TemplateQuestion, profile: FarmProfile, position: number): string {
  const scoring = q.answer.scoring;
  const middling = profile === 'average' && position % 3 !== 0;
  const best = profile === 'good' || profile === 'capped' || (profile === 'average' && !middling);
  if (q.answerType === 'YES_NO') {
    const yesIsBetter = (scoring.yes ?? 0) >= (scoring.no ?? 0);
    const worse = yesIsBetter ? 'NO' : 'YES';
    const worseCaps = yesIsBetter ? scoring.capNo : scoring.capYes;
    if (best || worseCaps) return yesIsBetter ? 'YES' : 'NO';
    return worse;
  }
  const safe = byValue(q.answerOptions).filter((o) => !o.capRisk);
  const ranked = safe.length ? safe : byValue(q.answerOptions);
  if (q.answerType === 'SINGLE_SELECT') {
    const index = best ? 0 : middling ? Math.floor((ranked.length - 1) / 2) + 1 : ranked.length - 1;
    return formatSelect([ranked[Math.min(index, ranked.length - 1)]!.ordinal]);
  }
  const positive = ranked.filter((o) => o.scoring.value > 0);
  const chosen = best ? positive : middling ? positive.slice(0, Math.ceil(positive.length / 2)) : [ranked.at(-1)!];
  return formatSelect((chosen.length ? chosen : [ranked[0]!]).map((o) => o.ordinal).sort((a, b) => a - b));
}

const findingsHtml: Record<FarmProfile, [string, string]> = {
  good: ['The site is well run; records were complete and matched what was seen.', 'Keep the current inspection and counting intervals.'],
  average: [
    'Routines exist but several records were incomplete and two plans are overdue for review.',
    'Bring the overdue plans up to date within 60 days.',
  ],
  poor: [
    'Key procedures are missing or not followed; numbers on stock and water quality are outside good practice.',
    'Agree a corrective action plan with the insurer within 30 days.',
  ],
  capped: [
    'The site is well run, but a knockout failure was found (see the capped band).',
    'Resolve the knockout before renewal; the band stays capped until then.',
  ],
};

function textAnswer(q: TemplateQuestion, profile: FarmProfile, value: SampleValue | undefined, ctx: ProfileContext): string {
  switch (q.answerType) {
    case 'DATE':
      return dateBefore(ctx.auditDate, typeof value === 'number' ? value : DEFAULT_DAYS[profile]);
    case 'DATE_TIME':
      return `${dateBefore(ctx.auditDate, typeof value === 'number' ? value : DEFAULT_DAYS[profile])}T09:30`;
    case 'URL':
      return encodeURIComponent(typeof value === 'string' ? value : 'https://records.example.com/documents/site-plan.pdf');
    case 'USER':
      return ctx.userExtId;
    case 'LONG_TEXT': {
      if (/findings and recommendations/i.test(q.text)) {
        const [finding, recommendation] = findingsHtml[profile];
        return FINDINGS_DEFAULT_HTML.replace('<h2>Findings</h2><p></p>', `<h2>Findings</h2><p>${finding}</p>`).replace(
          '<h2>Recommendations</h2><p></p>',
          `<h2>Recommendations</h2><p>${recommendation}</p>`,
        );
      }
      return `<p>${typeof value === 'string' ? value : 'Described on site; evidence seen and filed with the audit.'}</p>`;
    }
    default:
      return typeof value === 'string' ? value : profile === 'poor' ? 'Partly documented' : 'Documented and up to date';
  }
}

/** The answer a farm of `profile` gives to one question (valid by the contract's answer rules). */
export function profileAnswer(
  q: TemplateQuestion,
  sample: Sample | undefined,
  profile: FarmProfile,
  position: number,
  ctx: ProfileContext,
): string {
  const value = sampleOf(sample, profile);
  if (value === NOT_APPLICABLE && q.allowNotApplicable) return NOT_APPLICABLE;
  if (q.answerType === 'YES_NO' || q.answerType === 'SINGLE_SELECT' || q.answerType === 'MULTI_SELECT') {
    if (value === undefined) return byRank(q, profile, position);
    if (typeof value === 'string') return value;
    const indexes = typeof value === 'number' ? [value] : value;
    return formatSelect(indexes.map((i) => q.answerOptions[i]!.ordinal).sort((a, b) => a - b));
  }
  if (isNumberType(q.answerType)) {
    if (value === undefined || typeof value === 'string') throw new Error(`No ${profile} sample for '${q.text}'`);
    const decimals = q.answerType.startsWith('FLOAT') ? 2 : 0;
    const format = (n: number) => n.toFixed(decimals);
    if (isRangeType(q.answerType)) {
      const [low, high] = value as readonly number[];
      return `${format(low!)}-${format(high!)}`;
    }
    return format(value as number);
  }
  return textAnswer(q, profile, value, ctx);
}

/**
 * The answers (by question id) of an audit of `template` by a farm of the given profile, which may differ per
 * section (e.g. a farm good on paper and poor in the water). Only the questions that apply are answered.
 */
export function profileAnswers(
  template: DefaultTemplate,
  profile: FarmProfile | ((sectionIndex: number) => FarmProfile),
  ctx: ProfileContext,
): Map<number, string> {
  const profileOf = typeof profile === 'function' ? profile : () => profile;
  const sectionOf = new Map(template.body.sections.flatMap((s, i) => s.steps.flatMap((st) => st.questions.map((q) => [q.id, i] as const))));
  const all = new Map<number, string>();
  questionsInOrder(template.body).forEach((q, position) => {
    const answer = ctx.answerOf?.(q) ?? profileAnswer(q, template.samples.get(q.id), profileOf(sectionOf.get(q.id)!), position, ctx);
    all.set(q.id, answer);
  });
  const included = includedQuestionIds(template.body, answersByAnswerIdOf(template.body, all));
  return new Map([...all].filter(([id]) => included.has(id)));
}
