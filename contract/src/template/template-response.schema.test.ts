import { describe, expect, it } from 'vitest';
import { defaultTemplates } from './default-template.ts';
import { templateBodyResponseSchema } from './template-response.schema.ts';
import { templateBodySchema } from './template.schema.ts';

/** Every optional feature at once, so a field the response schema forgot would be stripped and fail the test. */
const everything = {
  name: 'Everything',
  riskThresholds: { low: 80, moderateLow: 60, moderate: 40, moderateHigh: 20 },
  farmType: defaultTemplates[0]!.farmType,
  sections: [
    {
      id: 1,
      name: 'S',
      title: 'Section',
      description: 'd',
      ordinal: 10,
      steps: [
        {
          id: 1,
          name: 'st',
          title: 'Step',
          description: null,
          ordinal: 10,
          questions: [
            {
              id: 1,
              name: 'q1',
              text: 'How warm?',
              guidance: 'g',
              hint: 'h',
              ordinal: 10,
              includeIf: { answerId: 102, condition: 'EQ', value: 'Yes' },
              answer: {
                id: 101,
                answerType: 'FLOAT',
                questionId: 1,
                scoring: { min: 0, max: 10, default: 5, bands: [{ from: 0, to: 5, value: 10, capRisk: 'HIGH' }] },
              },
              answerType: 'FLOAT',
              answerUnits: 'CELSIUS',
              languageText: { fr: { text: 'Chaud ?', guidance: null, hint: null } },
              answerBounds: { min: -2, max: 35 },
              allowNotApplicable: true,
            },
            {
              id: 2,
              name: 'q2',
              text: 'Yes?',
              ordinal: 20,
              answer: {
                id: 102,
                answerType: 'SINGLE_SELECT',
                questionId: 2,
                scoring: { yes: 1, no: 0, capYes: 'MODERATE', capNo: 'HIGH' },
              },
              answerType: 'SINGLE_SELECT',
              answerOptions: [{ id: 1, name: 'o', ordinal: 10, text: 'Yes', hint: 'h', scoring: { value: 3 }, capRisk: 'MODERATE_HIGH' }],
            },
          ],
        },
      ],
    },
  ],
};

describe('the template response schema', () => {
  it('keeps every field of a parsed template with every optional feature', () => {
    const parsed = templateBodySchema.parse(everything);
    expect(templateBodyResponseSchema.parse(parsed)).toEqual(parsed);
  });

  it.each(defaultTemplates.map((t) => [t.body.name, t] as const))('keeps the default template %s whole', (_name, t) => {
    const parsed = templateBodySchema.parse(t.body);
    expect(templateBodyResponseSchema.parse(parsed)).toEqual(parsed);
  });

  it('refuses a template whose question lost its answer', () => {
    const parsed = templateBodySchema.parse(everything);
    const broken = structuredClone(parsed) as { sections: { steps: { questions: Record<string, unknown>[] }[] }[] };
    delete broken.sections[0]!.steps[0]!.questions[0]!['answer'];
    expect(templateBodyResponseSchema.safeParse(broken).success).toBe(false);
  });
});
