import { pipeline, type Readable } from 'node:stream';
import { parse, type Info } from 'csv-parse';
import { csvError } from './csv-error.ts';
import { utf8Guard } from './utf8-guard.ts';

export interface CsvParameter {
  key: string;
  label: string;
  unit: string | null;
}
/** One data row: epoch milliseconds and one value (or null for an empty cell) per parameter, in header order. */
export interface CsvReading {
  tsMs: number;
  values: (number | null)[];
}
export interface CsvSink {
  header(parameters: CsvParameter[]): Promise<void>;
  rows(batch: CsvReading[]): Promise<void>;
}

const NAME = /^(?<name>[\p{L}][\p{L}\p{N} _.%-]*?)\s*(?:\((?<unit>[^()]{1,32})\))?$/u;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/;
const clip = (v: string) => JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);

function parameterOf(cell: string, column: number, seen: Set<string>): CsvParameter {
  const m = NAME.exec(cell);
  if (!m?.groups)
    throw csvError(
      1,
      column,
      `${clip(cell)} is not a parameter name (letters, digits, spaces, _ . % -, then an optional unit in parentheses).`,
    );
  const key = m.groups['name']!.toLowerCase().replace(/[\s.-]+/g, '_');
  if (seen.has(key)) throw csvError(1, column, `the parameter ${clip(key)} appears twice.`);
  seen.add(key);
  const words = key.replace(/_+/g, ' ').trim();
  return { key, label: words.charAt(0).toUpperCase() + words.slice(1), unit: m.groups['unit']?.trim() || null };
}

/** ISO 8601 date or date-time; without an offset it is UTC. NaN when it is not one, or not a real day. */
export function parseTimestamp(value: string): number {
  const m = TIMESTAMP.exec(value);
  if (!m) return NaN;
  const [, day, time, zone] = m;
  const ms = Date.parse(time ? `${day}T${time}${zone ?? 'Z'}` : `${day}T00:00Z`);
  if (Number.isNaN(ms)) return NaN;
  const local = zone && zone !== 'Z' ? ms + zoneMinutes(zone) * 60_000 : ms;
  return new Date(local).toISOString().slice(0, 10) === day ? ms : NaN;
}
const zoneMinutes = (z: string) => (z.startsWith('-') ? -1 : 1) * (Number(z.slice(1, 3)) * 60 + Number(z.slice(-2)));

/**
 * Streams an environmental CSV (DECISIONS.md "Media and environmental data") into `sink`, header first, then rows in
 * batches. The first problem stops it with a 400 naming its line and column; the caller's transaction undoes the rest.
 */
export async function readEnvironmentCsv(
  source: Readable,
  sink: CsvSink,
  batchSize = 500,
): Promise<{ rows: number; parameters: string[] }> {
  const parser = pipeline(
    source,
    utf8Guard(),
    parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true }),
    () => undefined,
  );
  let width = 0;
  let tsColumn = -1;
  let columns: number[] = [];
  let parameters: CsvParameter[] = [];
  let batch: CsvReading[] = [];
  let rows = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      const line = info.lines;
      if (width === 0) {
        tsColumn = record.findIndex((c) => c.toLowerCase() === 'timestamp');
        if (tsColumn < 0) throw csvError(line, 1, 'the header has no "timestamp" column.');
        columns = record.map((_c, i) => i).filter((i) => i !== tsColumn);
        if (!columns.length) throw csvError(line, record.length + 1, 'the header names no parameter column besides "timestamp".');
        const seen = new Set<string>();
        parameters = columns.map((i) => parameterOf(record[i]!, i + 1, seen));
        width = record.length;
        await sink.header(parameters);
        continue;
      }
      if (record.length !== width)
        throw csvError(line, Math.min(record.length, width) + 1, `expected ${width} values, found ${record.length}.`);
      const tsMs = parseTimestamp(record[tsColumn]!);
      if (Number.isNaN(tsMs)) throw csvError(line, tsColumn + 1, `${clip(record[tsColumn]!)} is not an ISO 8601 date or date-time.`);
      const values = columns.map((i) => {
        const cell = record[i]!;
        if (cell === '') return null;
        const n = Number(cell);
        if (!NUMBER.test(cell) || !Number.isFinite(n)) throw csvError(line, i + 1, `${clip(cell)} is not a number.`);
        return n;
      });
      batch.push({ tsMs, values });
      rows++;
      if (batch.length >= batchSize) {
        await sink.rows(batch);
        batch = [];
      }
    }
  } catch (err) {
    const e = err as { code?: unknown; lines?: unknown; column?: unknown; message: string };
    if (typeof e.code === 'string' && e.code.startsWith('CSV_'))
      throw csvError(Number(e.lines) || 1, typeof e.column === 'number' ? e.column + 1 : 1, e.message.replace(/^[^:]+:\s*/, ''));
    throw err;
  }
  if (width === 0) throw csvError(1, 1, 'the file is empty.');
  if (rows === 0) throw csvError(2, 1, 'the file has a header but no readings.');
  if (batch.length) await sink.rows(batch);
  return { rows, parameters: parameters.map((p) => p.key) };
}
