import { describe, expect, it } from 'vitest';
import { stepRiskCounts } from './step-risk-counts.ts';

describe('stepRiskCounts', () => {
  it('counts steps per band across sections and leaves empty bands out', () => {
    const scoring = {
      sections: [{ steps: [{ risk: 'LOW' }, { risk: 'HIGH' }, { risk: 'LOW' }] }, { steps: [{ risk: 'UNKNOWN' }] }, { steps: [] }],
    };
    expect(stepRiskCounts(scoring)).toEqual({ LOW: 2, HIGH: 1, UNKNOWN: 1 });
    expect(stepRiskCounts({ sections: [] })).toEqual({});
  });
});
