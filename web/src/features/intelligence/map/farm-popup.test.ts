import { describe, expect, it } from 'vitest';
import type { FarmMapItem } from '@aquarisk/contract/schemas/intelligence.schema';
import { mapModes } from '../map-modes.ts';
import { farmPopup, stepsLine } from './farm-popup.ts';

const lofoten: FarmMapItem = {
  farmExtId: 'f-lof',
  farmName: 'Lofoten North',
  country: 'Norway',
  latitude: 68.2,
  longitude: 13.9,
  currencyCode: 'NOK',
  actualValue: 332_000_000,
  avgValue: 292_000_000,
  maxValue: 363_000_000,
  animalCount: 1_250_000,
  harvestWeight: 5000,
  stockingDensity: 20,
  stockingWeight: 150,
  tonnage: 5600,
  surveyId: 's-lof',
  surveyName: 'Lofoten North winter audit',
  score: 120,
  normScore: 31.4,
  risk: 'MODERATE_HIGH',
  steps: { LOW: 3, HIGH: 2, MODERATE_HIGH: 1 },
  sections: [{ name: 'Environment', risk: 'HIGH', normScore: 12.5 }],
  auditedOn: '2026-02-03',
  ageMonths: 10,
  stale: false,
};

describe('farmPopup', () => {
  it('names the latest scored audit with its score and band and links to its results', () => {
    expect(farmPopup(lofoten, mapModes.risk, null)).toEqual({
      title: 'Lofoten North',
      lines: ['Lofoten North winter audit', 'Score 31.4% · MODERATE HIGH', 'Steps: 2 high, 1 moderate high, 3 low'],
      href: '/audit/audit-result/s-lof',
      linkText: 'Audit results',
    });
  });

  it("adds the chosen section's band and the mode's figure", () => {
    expect(farmPopup(lofoten, mapModes.maxValue, 'Environment').lines).toEqual([
      'Lofoten North winter audit',
      'Score 31.4% · MODERATE HIGH',
      'Environment: 12.5% · HIGH',
      'Steps: 2 high, 1 moderate high, 3 low',
      // In the farm's own currency, not under a $ (issue 21 item 14).
      'Maximum value: NOK 363M',
    ]);
    expect(farmPopup({ ...lofoten, currencyCode: 'USD' }, mapModes.avgValue, null).lines?.at(-1)).toBe('Average value: $292M');
    expect(farmPopup(lofoten, mapModes.animals, 'Governance').lines).toContain('Governance: not scored');
    expect(farmPopup(lofoten, mapModes.tonnage, null).lines?.at(-1)).toBe('Tonnage: 5.6k t');
  });

  it('says a stale farm is stale with its age, scheduled or not (issue 39 item 5)', () => {
    expect(farmPopup({ ...lofoten, auditedOn: '2024-11-05', ageMonths: 25, stale: true }, mapModes.risk, null).lines).toEqual([
      'Lofoten North winter audit',
      'Score 31.4% · MODERATE HIGH',
      'Steps: 2 high, 1 moderate high, 3 low',
      'Stale · 25 months: older than the audit interval',
    ]);
  });

  it('says so when a farm has no scored audit, without a link', () => {
    const bare = { ...lofoten, surveyId: null, surveyName: null, normScore: null, risk: null, steps: {}, sections: [], animalCount: null };
    expect(farmPopup(bare, mapModes.animals, null)).toEqual({
      title: 'Lofoten North',
      lines: ['No scored audit yet', 'Animal count: not given'],
    });
    expect(stepsLine({})).toBeNull();
  });
});
