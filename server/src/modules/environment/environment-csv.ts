import { pipeline, type Readable } from 'node:stream';
import { CsvError, parse, type Info } from 'csv-parse';
import { ENVIRONMENT_CSV_LIMITS as LIMITS, environmentCsvMessages as M } from '@aquarisk/contract/csv/environment-csv';
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

// No pattern here can backtrack over user text (issue 21): each has one way to match a given prefix, and header cells
// are bounded before any of them runs. The name check is one character class, the unit is found by position.
const NAME = /^\p{L}[\p{L}\p{N} _.%-]*$/u;
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/;
const CONTROL = /\p{Cc}/u;
const clip = (v: string) => JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);

/** `name` or `name (unit)`: the unit is what the last parentheses at the end of the cell hold. */
function splitUnit(cell: string): { name: string; unit: string | null } | null {
  if (!cell.endsWith(')')) return { name: cell.trimEnd(), unit: null };
  const open = cell.lastIndexOf('(');
  const unit = open < 0 ? '' : cell.slice(open + 1, -1);
  if (!unit || unit.length > LIMITS.unit || unit.includes(')') || CONTROL.test(unit)) return null;
  return { name: cell.slice(0, open).trimEnd(), unit: unit.trim() || null };
}

function parameterOf(cell: string, column: number, seen: Set<string>): CsvParameter {
  const parts = splitUnit(cell);
  if (parts && parts.name.length > LIMITS.parameterName) throw csvError(1, column, M.nameTooLong);
  if (!parts || !NAME.test(parts.name)) throw csvError(1, column, M.notAName(clip(cell)));
  const key = parts.name.toLowerCase().replace(/[\s.-]+/g, '_');
  if (seen.has(key)) throw csvError(1, column, M.twice(clip(key)));
  seen.add(key);
  const words = key.replace(/_+/g, ' ').trim();
  return { key, label: words.charAt(0).toUpperCase() + words.slice(1), unit: parts.unit };
}

/** Header cells are counted and measured before anything else reads them. */
function checkHeaderBounds(record: string[], line: number) {
  if (record.length > LIMITS.columns) throw csvError(line, LIMITS.columns + 1, M.tooManyColumns);
  const long = record.findIndex((c) => c.length > LIMITS.headerCell);
  if (long >= 0) throw csvError(line, long + 1, M.headerCellTooLong);
}

/** The parser's errors in our words where we know them; any other keeps the parser's (after its "Title:"). */
const parserReasons: Partial<Record<string, string>> = {
  INVALID_OPENING_QUOTE: M.quoteInside,
  CSV_INVALID_CLOSING_QUOTE: M.afterClosingQuote,
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: M.afterClosingQuote,
  CSV_QUOTE_NOT_CLOSED: M.quoteNotClosed,
  CSV_MAX_RECORD_SIZE: M.lineTooLong,
};
function fromParser(e: CsvError) {
  const reason = parserReasons[e.code] ?? e.message.slice(e.message.indexOf(':') + 1).trim();
  return csvError(Number(e['lines']) || 1, typeof e['column'] === 'number' ? e['column'] + 1 : 1, reason);
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
 * Streams an environmental CSV (docs/requirements.md#decisions-media) into `sink`, header first, then rows in
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
    // csv-parse checks the size before it adds a character, so its limit is one below the longest line allowed.
    parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true, max_record_size: LIMITS.line - 1 }),
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
        checkHeaderBounds(record, line);
        tsColumn = record.findIndex((c) => c.toLowerCase() === 'timestamp');
        if (tsColumn < 0) throw csvError(line, 1, M.noTimestamp);
        columns = record.map((_c, i) => i).filter((i) => i !== tsColumn);
        if (!columns.length) throw csvError(line, record.length + 1, M.noParameter);
        const seen = new Set<string>();
        parameters = columns.map((i) => parameterOf(record[i]!, i + 1, seen));
        width = record.length;
        await sink.header(parameters);
        continue;
      }
      if (record.length !== width) throw csvError(line, Math.min(record.length, width) + 1, M.cellCount(width, record.length));
      const tsMs = parseTimestamp(record[tsColumn]!);
      if (Number.isNaN(tsMs)) throw csvError(line, tsColumn + 1, M.notATimestamp(clip(record[tsColumn]!)));
      const values = columns.map((i) => {
        const cell = record[i]!;
        if (cell === '') return null;
        const n = Number(cell);
        if (!NUMBER.test(cell) || !Number.isFinite(n)) throw csvError(line, i + 1, M.notANumber(clip(cell)));
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
    throw err instanceof CsvError ? fromParser(err) : err;
  }
  if (width === 0) throw csvError(1, 1, M.empty);
  if (rows === 0) throw csvError(2, 1, M.noReadings);
  if (batch.length) await sink.rows(batch);
  return { rows, parameters: parameters.map((p) => p.key) };
}
