import { bands } from '../band-notation.ts';
import { measure, type QuestionDraft, type QuestionExtras, type Sample } from '../build.ts';

/**
 * Issue 39 item 4: no N/A on backup power where the stock depends on it. The minutes the stock survives without power
 * are asked first; where it would not survive a day (1,440 minutes) the backup-power questions refuse N/A (criticalIf),
 * whatever the system: a RAS, pumped raceways, aerated ponds. Only a stock that lives without power may answer N/A.
 */
export const DAY_MINUTES = 1440;
export const DEPENDS_ON_POWER = { key: 'survival', condition: 'LT', value: String(DAY_MINUTES) } as const;

export function survivalMinutesQuestion(what: string, extras: QuestionExtras & { sample: Sample }): QuestionDraft {
  return measure(
    'INTEGER',
    'Minutes the stock survives without power at peak biomass (from the oxygen budget)',
    bands('0:15:0 | 15:60:1 | 60:240:2 | 240::3'),
    {
      key: DEPENDS_ON_POWER.key,
      bounds: { min: 0, max: 100_000 },
      ruleKey: 'power.survivalMinutes',
      guidance: `Asked first: it decides whether the stock depends on power. Where it would not survive a day (1,440 minutes) without ${what}, backup power cannot be answered N/A. Enter 1,440 or more only where the stock does not depend on power at all.`,
      ...extras,
    },
  );
}
