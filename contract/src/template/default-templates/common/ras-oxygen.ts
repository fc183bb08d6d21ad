import { measure, yesNo, type QuestionDraft, type QuestionExtras } from '../build.ts';
import { bands } from '../band-notation.ts';

/**
 * Issue 39 item 4: a RAS lives on its oxygen. One tank that feeds both the routine oxygenation and the "emergency"
 * diffusers is one source: when it fails or runs dry the stock has minutes. Two independent sources, each able to
 * carry the peak biomass, and days of oxygen in store (fewer than 3 caps at MODERATE HIGH, docs/templates.md).
 */
export function rasOxygenQuestions(includeIf: NonNullable<QuestionExtras['includeIf']>): QuestionDraft[] {
  return [
    yesNo(
      'Are there two independent oxygen sources, each able to carry the peak biomass on its own?',
      { yes: 3, no: 0, capNo: 'MODERATE_HIGH' },
      {
        includeIf,
        guidance:
          'For example liquid oxygen and an oxygen generator, or two tanks with their own supply lines and regulators. One tank that feeds both the routine oxygenation and the emergency diffusers is one source: answer No, which caps the audit at MODERATE HIGH.',
      },
    ),
    measure('FLOAT', 'Days of oxygen in store at peak biomass consumption', bands('0:3:0 | 3:7:2 | 7::3'), {
      includeIf,
      units: 'DAYS',
      bounds: { min: 0, max: 365 },
      ruleKey: 'oxygen.storeDays',
      hint: 'Oxygen in the tanks (kg) ÷ the stock’s daily use at peak biomass (kg a day)',
      guidance: 'Fewer than 3 days in store caps the audit at MODERATE HIGH: a weekend or a late delivery empties the tank.',
      sample: { good: 10, average: 5, poor: 2 },
    }),
  ];
}
