import { describe, expect, it } from 'vitest';
import { farmTypeOf, suggestedTemplate } from './farm-types.ts';

describe('the farm type of a species in its production system (issue 22)', () => {
  it.each([
    ['Atlantic salmon', null, 'SALMONID_SEA_PENS'],
    ['Atlantic salmon', 'SEA_PEN', 'SALMONID_SEA_PENS'],
    ['Atlantic salmon', 'RAS', 'FRESHWATER_FINFISH'],
    ['Rainbow trout', null, 'FRESHWATER_FINFISH'],
    ['Rainbow trout', 'SEA_PEN', 'SALMONID_SEA_PENS'],
    ['Turbot', 'FLOW_THROUGH', 'FRESHWATER_FINFISH'],
    ['Turbot', null, 'MARINE_FINFISH'],
    ['Atlantic bluefin tuna', 'SEA_PEN', 'MARINE_FINFISH'],
    ['Barramundi', 'SEA_PEN', 'MARINE_FINFISH'],
    ['Barramundi', 'POND', 'FRESHWATER_FINFISH'],
    ['Pacific oyster', 'INTERTIDAL', 'BIVALVES'],
    ['Kelp', 'LONGLINE', 'SEAWEED'],
    [null, 'RAS', null],
  ] as const)('%s in %s is %s', (species, system, type) => {
    expect(farmTypeOf(species, system)).toBe(type);
  });

  it('suggests the template of that type', () => {
    const templates = [
      { name: 'salmon', farmType: 'SALMONID_SEA_PENS' as const },
      { name: 'land', farmType: 'FRESHWATER_FINFISH' as const },
    ];
    expect(suggestedTemplate(templates, 'Atlantic salmon')?.name).toBe('salmon');
    expect(suggestedTemplate(templates, 'Atlantic salmon', 'RAS')?.name).toBe('land');
    expect(suggestedTemplate(templates, 'Rainbow trout', 'SEA_PEN')?.name).toBe('salmon');
  });
});
