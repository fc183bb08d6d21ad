import { describe, expect, it } from 'vitest';
import { defaultTemplates } from './default-template.ts';
import { productionSystemAnswer, productionSystemQuestionOf } from './farm-answers.ts';

const byType = (type: string) => defaultTemplates.find((t) => t.farmType === type)!.body;

describe("the farm's production system answers its question (issue 22)", () => {
  it('picks the option of the farm’s system', () => {
    expect(productionSystemAnswer(byType('FRESHWATER_FINFISH'), 'RAS')?.answer).toBe('[10]');
    expect(productionSystemAnswer(byType('FRESHWATER_FINFISH'), 'POND')?.answer).toBe('[30]');
    expect(productionSystemAnswer(byType('BIVALVES'), 'INTERTIDAL')?.answer).toBe('[20]');
  });

  it('answers nothing when the farm records no system, a system the template does not serve, or the template asks none', () => {
    expect(productionSystemAnswer(byType('FRESHWATER_FINFISH'), null)).toBeNull();
    expect(productionSystemAnswer(byType('BIVALVES'), 'RAS')).toBeNull();
    expect(productionSystemAnswer(byType('FRESHWATER_FINFISH'), 'MOON_BASE')).toBeNull();
    expect(productionSystemQuestionOf(byType('SALMONID_SEA_PENS'))).toBeNull();
  });
});
