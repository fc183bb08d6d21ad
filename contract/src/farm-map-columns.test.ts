import { describe, expect, it } from 'vitest';
import { fromFarmMapColumns, toFarmMapColumns } from './farm-map-columns.ts';
import { mapItem } from './farm-map.fixture.ts';
import { riskBands } from './risk.ts';
import { farmMapColumnsSchema } from './schemas/intelligence.schema.ts';

describe('farm map columns', () => {
  it('round-trips items exactly, naming each section once', () => {
    const items = [
      mapItem({
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
      mapItem({ farmExtId: 'b', farmName: 'Bravo', sections: [{ name: 'Husbandry', risk: 'HIGH', normScore: 1 / 3 }] }),
      mapItem({ farmExtId: 'c', farmName: 'Charlie' }),
    ];
    const columns = toFarmMapColumns(items);
    expect(columns.sectionNames).toEqual(['Environment', 'Husbandry']);
    expect(columns.sectionLists).toEqual([[0, 1], [1], []]);
    expect(columns.sectionList).toEqual([0, 1, 2]);
    expect(columns.sectionNorm).toEqual([85, null, 1 / 3]);
    expect(columns.stepCounts[riskBands.indexOf('LOW')]).toEqual([3, null, null]);
    const sent = JSON.parse(JSON.stringify(columns)) as typeof columns;
    expect(farmMapColumnsSchema.parse(sent)).toEqual(columns);
    // Equal item by item; only the steps' key order may differ (riskBands order).
    expect(fromFarmMapColumns(sent)).toEqual(items);
  });

  it('is empty for no farms', () => {
    expect(fromFarmMapColumns(toFarmMapColumns([]))).toEqual([]);
  });
});
