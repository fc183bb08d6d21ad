import { describe, expect, it } from 'vitest';
import { flowOrder } from './flow-order.ts';
import { checkAnswer, flowContext } from './flow-context.ts';
import { contradictionsOf, expiredButValidMessage, noWeekOverPeakMessage } from './contradictions.ts';
import { questionsInOrder } from './include-if.ts';
import { salmonidTemplate } from '../template/default-templates/salmonid/salmonid-template.ts';
import { profileAnswers } from '../template/default-templates/farm-profiles.ts';

/** Issue 39 item 7: answers that cannot both be true are refused, by the rule the server and the offline app share. */
const template = salmonidTemplate;
const body = template.body;
const AUDIT_DATE = '2026-05-12';
const norway = { auditDate: AUDIT_DATE, farm: { species: 'Atlantic salmon', country: 'Norway', region: 'Vestland' } };
const q = (start: string) => questionsInOrder(body).find((x) => x.text.startsWith(start))!;
const VALID = q('Does the site hold a valid installation certificate');
const EXPIRY = q('Expiry date of the installation certificate');
const LICENCE = q('Is the site licence valid?');
const LICENCE_EXPIRY = q('Expiry date of the site licence');
const PEAK = q('Highest weekly average of adult female lice');
const WEEKS = q('Weekly counts in the last 12 months over the lice limit');

const good = () => profileAnswers(template, 'good', { auditDate: AUDIT_DATE, userExtId: '0f0f0f0f-0000-4000-8000-000000000001' });
const withAnswers = (pairs: [number, string][]) => {
  const answers = good();
  for (const [id, value] of pairs) answers.set(id, value);
  return answers;
};

describe('contradictions', () => {
  it('none in a good farm', () => {
    expect(contradictionsOf(body, good(), norway)).toEqual([]);
  });

  it('a valid certificate whose expiry has passed on the audit date', () => {
    const found = contradictionsOf(body, withAnswers([[EXPIRY.id, '2026-05-11']]), norway);
    expect(found).toEqual([
      { questionIds: [VALID.id, EXPIRY.id], message: expiredButValidMessage(VALID.text, EXPIRY.text, '2026-05-11', AUDIT_DATE) },
    ]);
    expect(contradictionsOf(body, withAnswers([[EXPIRY.id, '2026-05-12']]), norway)).toEqual([]);
    expect(
      contradictionsOf(
        body,
        withAnswers([
          [EXPIRY.id, '2026-05-11'],
          [VALID.id, 'NO'],
        ]),
        norway,
      ),
    ).toEqual([]);
  });

  it('a valid site licence whose expiry has passed', () => {
    const found = contradictionsOf(body, withAnswers([[LICENCE_EXPIRY.id, '2025-12-31']]), norway);
    expect(found.map((c) => c.questionIds)).toEqual([[LICENCE.id, LICENCE_EXPIRY.id]]);
  });

  it('no week over the lice limit with a highest weekly average at or over it, by the farm’s jurisdiction', () => {
    const answers = withAnswers([
      [PEAK.id, '0.62'],
      [WEEKS.id, '0'],
    ]);
    const [found] = contradictionsOf(body, answers, norway);
    expect(found!.message).toBe(
      noWeekOverPeakMessage(
        WEEKS.text,
        PEAK.text,
        '0.62',
        'Norway: 0.5 adult female lice per fish, 0.2 in weeks 16–21 (weeks 21–26 in Nordland, Troms and Finnmark)',
      ),
    );
    const scotland = { ...norway, farm: { species: 'Atlantic salmon', country: 'United Kingdom', region: 'Highland' } };
    expect(contradictionsOf(body, answers, scotland)).toEqual([]);
    const bc = { ...norway, farm: { species: 'Atlantic salmon', country: 'Canada', region: 'British Columbia' } };
    expect(
      contradictionsOf(
        body,
        withAnswers([
          [PEAK.id, '4.00'],
          [WEEKS.id, '0'],
        ]),
        bc,
      ),
    ).toEqual([]);
  });

  it('refuse the answer that makes one, with its message, in the flow’s shared check', () => {
    const all = flowOrder(body);
    const entry = all.find((e) => e.question.id === WEEKS.id)!;
    const answers = withAnswers([[PEAK.id, '0.62']]);
    answers.delete(WEEKS.id);
    const refused = checkAnswer(body, all, entry, '0', answers, null, undefined, norway);
    expect(refused).toEqual({ ok: false, message: contradictionsOf(body, new Map(answers).set(WEEKS.id, '0'), norway)[0]!.message });
    expect(checkAnswer(body, all, entry, '1', answers, null, undefined, norway)).toEqual({ ok: true, value: '1' });
    const expiry = all.find((e) => e.question.id === EXPIRY.id)!;
    expect(checkAnswer(body, all, expiry, '2026-01-31', good(), null, undefined, norway)).toMatchObject({ ok: false });
  });
});

describe('the weekly lice question', () => {
  it("names the farm's jurisdiction's limit", () => {
    const all = flowOrder(body);
    const entry = all.find((e) => e.question.id === WEEKS.id)!;
    const survey = { externalId: 'x', name: 'x', state: 'IN_PROGRESS', isComplete: false } as const;
    const textFor = (farm: Parameters<typeof flowContext>[7]) => {
      const ctx = flowContext(survey, entry, all, good(), false, new Set(), undefined, farm);
      return ctx.status === 'FINISH' ? '' : ctx.question.text;
    };
    expect(textFor(norway.farm)).toBe(
      `${WEEKS.text} — Norway: 0.5 adult female lice per fish, 0.2 in weeks 16–21 (weeks 21–26 in Nordland, Troms and Finnmark)`,
    );
    expect(textFor({ species: 'Coho salmon', country: 'Chile' })).toBe(`${WEEKS.text} — Chile: 3 gravid Caligus females per fish`);
    expect(textFor({ species: 'Atlantic salmon', country: 'Ireland' })).toBe(
      `${WEEKS.text} — Ireland: the treatment trigger in the site's licence, 0.3–0.5 egg-bearing lice per fish in spring`,
    );
    expect(textFor({ species: 'Atlantic salmon', country: 'Faroe Islands' })).toBe(
      `${WEEKS.text} — 2 adult female lice per fish, the standard where no law sets one`,
    );
  });
});
