import type { ScoringBand } from './template.schema.ts';
import { readCap, splitCell } from './template-csv-options.ts';

/**
 * The `bands` cell of a template CSV (docs/formats/template-csv.md): scoring bands of a number answer separated by
 * '|', each `from:to:value:cap`. An empty from or to is an open end; value defaults to 0; cap is optional.
 * Example: `:4:0:HIGH|4:6:1|6::3`.
 */
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

export function encodeBands(bands: readonly ScoringBand[] | undefined): string {
  return (bands ?? []).map((b) => [b.from ?? '', b.to ?? '', b.value, ...(b.capRisk ? [b.capRisk] : [])].join(':')).join('|');
}

export function decodeBands(cell: string): { ok: true; bands: ScoringBand[] } | { ok: false; message: string } {
  if (cell.trim() === '') return { ok: true, bands: [] };
  const bands: ScoringBand[] = [];
  for (const [index, parts] of splitCell(cell).entries()) {
    const label = `Band ${index + 1}`;
    const [from = '', to = '', value = '', cap = ''] = parts.map((p) => p.trim());
    if (parts.length < 3 || parts.length > 4) return { ok: false, message: `${label} must be from:to:value or from:to:value:cap` };
    for (const [name, text] of [
      ['from', from],
      ['to', to],
      ['score', value],
    ] as const) {
      if (text !== '' && !NUMBER.test(text)) return { ok: false, message: `${label}: the ${name} must be a number` };
    }
    const capRisk = readCap(cap);
    if (capRisk === false) return { ok: false, message: `${label}: unknown cap '${cap}'` };
    bands.push({
      from: from === '' ? null : Number(from),
      to: to === '' ? null : Number(to),
      value: value === '' ? 0 : Number(value),
      ...(capRisk ? { capRisk } : {}),
    });
  }
  return { ok: true, bands };
}
