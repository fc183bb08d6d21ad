import { describe, expect, it } from 'vitest';
import { findRegion } from '../../places.ts';
import { defaultTemplates } from '../../template/default-template.ts';
import { breaks } from './limit.ts';
import { isRuleKey } from './measures.ts';
import { SCOTTISH_COUNCIL_AREAS } from './jurisdictions/scotland.ts';
import { resolveRules, rulePacks } from './rule-packs.ts';

const ids = (farm: Parameters<typeof resolveRules>[0]) => resolveRules(farm).packs.map((p) => p.id);

describe('rule packs', () => {
  it('apply base, then species, then the jurisdiction of a salmonid farm', () => {
    expect(ids({ species: 'Atlantic salmon', country: 'Norway', region: 'Vestland' })).toEqual([
      'base',
      'species-salmonids',
      'jurisdiction-norway',
    ]);
    expect(ids({ species: 'Atlantic salmon', country: 'United Kingdom', region: 'Argyll and Bute' })).toContain('jurisdiction-scotland');
    expect(ids({ species: 'Coho salmon', country: 'Chile', region: 'Los Lagos' })).toContain('jurisdiction-chile');
    expect(ids({ species: 'Chinook salmon', country: 'Canada', region: 'British Columbia' })).toContain('jurisdiction-canada-bc');
    expect(ids({ species: 'Atlantic salmon', country: 'Ireland', region: 'Galway' })).toContain('jurisdiction-ireland');
    expect(ids({ species: 'Blue mussel', country: 'Ireland', region: 'Cork' })).toEqual(['base']);
  });

  it('hold salmon law to salmon farms in its place only', () => {
    expect(ids({ species: 'Atlantic halibut', country: 'Norway' })).toEqual(['base']);
    expect(ids({ species: 'Atlantic salmon', country: 'United Kingdom', region: 'Cornwall' })).toEqual(['base', 'species-salmonids']);
    expect(ids({ species: 'Atlantic salmon', country: 'Canada', region: 'New Brunswick' })).toEqual(['base', 'species-salmonids']);
    expect(ids({ species: 'Nile tilapia', country: 'Egypt' })).toEqual(['base', 'species-tilapias']);
    expect(ids(null)).toEqual(['base']);
  });

  it('let a later pack replace a measure’s rule whole', () => {
    const norway = resolveRules({ species: 'Atlantic salmon', country: 'Norway' }).byKey.get('density.max')!;
    expect(norway.limits!.map((l) => [l.kind, l.breach])).toEqual([['LEGAL', { op: 'GT', value: 25 }]]);
    const elsewhere = resolveRules({ species: 'Atlantic salmon', country: 'Australia' }).byKey.get('density.max')!;
    expect(elsewhere.limits!.map((l) => l.kind)).toEqual(['STANDARD']);
  });

  it('name only known measures, cap every legal breach at MODERATE HIGH or worse (a standard at MODERATE or worse), and cite a source', () => {
    for (const pack of rulePacks) {
      for (const [key, rule] of Object.entries(pack.rules)) {
        expect(isRuleKey(key), `${pack.id}: ${key}`).toBe(true);
        for (const limit of rule.limits ?? []) {
          const allowed = limit.kind === 'LEGAL' ? ['MODERATE_HIGH', 'HIGH'] : ['MODERATE', 'MODERATE_HIGH', 'HIGH'];
          expect(allowed, `${pack.id}: ${key}`).toContain(limit.capRisk);
          expect(limit.text.length, `${pack.id}: ${key}`).toBeGreaterThan(10);
          expect(limit.source.length, `${pack.id}: ${key}`).toBeGreaterThan(10);
        }
      }
    }
  });

  it("give a measure's questions bands within their points: the best band is the question's maximum", () => {
    const questions = defaultTemplates.flatMap((t) => t.body.sections.flatMap((s) => s.steps.flatMap((st) => st.questions)));
    for (const pack of rulePacks) {
      for (const [key, rule] of Object.entries(pack.rules)) {
        if (!rule.bands) continue;
        const asking = questions.filter((q) => q.ruleKey === key);
        expect(asking.length, `${pack.id}: ${key} is asked`).toBeGreaterThan(0);
        for (const q of asking) {
          expect(Math.max(...rule.bands.map((b) => b.value)), `${pack.id}: ${q.text}`).toBe(q.answer.scoring.max);
          expect(Math.min(...rule.bands.map((b) => b.value)), `${pack.id}: ${q.text}`).toBeGreaterThanOrEqual(q.answer.scoring.min);
        }
      }
    }
  });

  it('know the Scottish council areas as the bundled place list spells them', () => {
    expect(SCOTTISH_COUNCIL_AREAS).toHaveLength(32);
    for (const area of SCOTTISH_COUNCIL_AREAS) expect(findRegion('United Kingdom', area), area).toBeDefined();
  });
});

describe('a limit', () => {
  it('keeps a legal maximum compliant and breaks just past it', () => {
    const max = { breach: { op: 'GT', value: 25 } } as const;
    expect([breaks(max, 25), breaks(max, 25.01)]).toEqual([false, true]);
    const fewerThan = { breach: { op: 'GTE', value: 300 } } as const;
    expect([breaks(fewerThan, 299), breaks(fewerThan, 300)]).toEqual([false, true]);
    const atLeast = { breach: { op: 'LT', value: 5 } } as const;
    expect([breaks(atLeast, 5), breaks(atLeast, 4.99)]).toEqual([false, true]);
    const never = { breach: { op: 'LTE', value: 0 } } as const;
    expect([breaks(never, 0.01), breaks(never, 0)]).toEqual([false, true]);
  });
});
