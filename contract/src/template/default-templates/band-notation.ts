import type { CapRisk } from '../../risk.ts';
import { decodeBands } from '../template-csv-bands.ts';

/** [from, to, score] or [from, to, score, cap]: from ≤ value < to, null being an open end. */
export type BandDraft = readonly [from: number | null, to: number | null, score: number, cap?: CapRisk];

/**
 * Scoring bands written in the template CSV's own `bands` notation (docs/formats/template-csv.md), so a band list
 * reads as one line instead of a line per triple: `'0:15:3 | 15:20:2 | 20:25:1 | 25::0'`. Each band is
 * `from:to:score` or `from:to:score:cap` (from ≤ value < to, an empty end is open). A default template is code, so a
 * malformed list throws when the template is built: every band states its score, ends are in order, bands ascend
 * without overlapping.
 */
export function bands(notation: string): readonly BandDraft[] {
  const fail = (message: string): never => {
    throw new Error(`Band list '${notation}': ${message}`);
  };
  const decoded = decodeBands(notation);
  if (!decoded.ok) return fail(decoded.message);
  if (decoded.bands.length === 0) fail('no bands');
  notation.split('|').forEach((band, i) => {
    if ((band.split(':')[2] ?? '').trim() === '') fail(`Band ${i + 1} states no score`);
  });
  decoded.bands.forEach(({ from, to }, i) => {
    if (from !== null && to !== null && from >= to) fail(`Band ${i + 1} must end above where it starts`);
    const before = decoded.bands[i - 1];
    if (before && (before.to === null || from === null || from < before.to)) fail(`Band ${i + 1} overlaps band ${i}`);
  });
  return decoded.bands.map(({ from, to, value, capRisk }) => (capRisk ? [from, to, value, capRisk] : [from, to, value]));
}
