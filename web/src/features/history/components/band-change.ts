import { riskText } from '@aquarisk/contract/risk';
import type { ComparedAudit } from '@aquarisk/contract/schemas/compare.schema';

type Banded = Pick<ComparedAudit, 'risk' | 'scoreRisk'>;

/** "HIGH (capped)" when a knockout answer set the band, not the score. */
const bandOf = (a: Banded) => `${riskText(a.risk)}${a.risk !== a.scoreRisk ? ' (capped)' : ''}`;

/**
 * "LOW → HIGH (capped)" when the band moved, else null (issue 37 item 14): an underwriter reads the band first, so a
 * score that went up while a cap pushed the band down must not read as an improvement.
 */
export function bandChange(older: Banded, newer: Banded): string | null {
  const before = bandOf(older);
  const after = bandOf(newer);
  return before === after ? null : `${before} → ${after}`;
}
