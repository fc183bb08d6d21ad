import { describe, expect, it } from 'vitest';
import { fromFarmMapColumns, toFarmMapColumns } from './farm-map-columns.ts';
import { farmMapColumnsSchema, type FarmMapItem } from './schemas/intelligence.schema.ts';

const item = (patch: Partial<FarmMapItem>): FarmMapItem => ({
  farmExtId: 'f',
  farmName: 'Farm',
  country: null,
  latitude: null,
  longitude: null,
  currencyCode: null,
  actualValue: null,
  avgValue: null,
  maxValue: null,
  animalCount: null,
  harvestWeight: null,
  stockingDensity: null,
  stockingWeight: null,
  tonnage: null,
  surveyId: null,
  surveyName: null,
  score: null,
  normScore: null,
  risk: null,
  steps: {},
  sections: [],
  ...patch,
});

describe('farm map columns', () => {
  it('round-trips items exactly, naming each section once', () => {
    const items = [
      item({
        farmExtId: 'a',
        farmName: 'Alpha',
        country: 'Norway',
        latitude: 60.123456789,
        longitude: 5,
        surveyId: 's1',
        surveyName: 'Alpha 2026',
        score: 67.5,
        normScore: 90,
        risk: 'LOW',
        steps: { LOW: 3, MODERATE: 1 },
        sections: [
          { name: 'Environment', risk: 'LOW', normScore: 85 },
          { name: 'Husbandry', risk: 'MODERATE', normScore: null },
        ],
      }),
      item({ farmExtId: 'b', farmName: 'Bravo', sections: [{ name: 'Husbandry', risk: 'HIGH', normScore: 1 / 3 }] }),
      item({ farmExtId: 'c', farmName: 'Charlie' }),
    ];
    const columns = toFarmMapColumns(items);
    expect(columns.sectionNames).toEqual(['Environment', 'Husbandry']);
    expect(columns.sections[1]).toEqual([[1, 'HIGH', 1 / 3]]);
    expect(farmMapColumnsSchema.parse(JSON.parse(JSON.stringify(columns)))).toEqual(columns);
    expect(JSON.stringify(fromFarmMapColumns(JSON.parse(JSON.stringify(columns)) as typeof columns))).toBe(JSON.stringify(items));
  });

  it('is empty for no farms', () => {
    expect(fromFarmMapColumns(toFarmMapColumns([]))).toEqual([]);
  });
});
