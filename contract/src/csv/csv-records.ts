/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF (LF and CR alone are read too); a quoted field may hold
 * commas, line breaks and doubled quotes. Written files quote only where needed and end every record with CRLF.
 */
export interface CsvRecord {
  /** 1-based line on which the record starts (a quoted line break makes a record span lines). */
  line: number;
  fields: string[];
}
export interface CsvSyntaxError {
  line: number;
  /** 0-based index of the field within its record. */
  column: number;
  message: string;
}
/** On an error, `records` holds the complete records before the bad one (a caller may want the header). */
export type CsvParseResult = { ok: true; records: CsvRecord[] } | { ok: false; error: CsvSyntaxError; records: CsvRecord[] };

/** Parses the whole text; a quote left open or text after a closing quote is an error naming line and field. */
export function parseCsv(text: string): CsvParseResult {
  const records: CsvRecord[] = [];
  const n = text.length;
  let i = 0;
  let line = 1;

  const newlineAt = (at: number) => (text[at] === '\r' ? (text[at + 1] === '\n' ? 2 : 1) : text[at] === '\n' ? 1 : 0);

  while (i < n) {
    const record: CsvRecord = { line, fields: [] };
    for (;;) {
      const column = record.fields.length;
      if (text[i] === '"') {
        const startLine = line;
        let value = '';
        let closed = false;
        i += 1;
        while (i < n) {
          const ch = text[i]!;
          if (ch === '"') {
            if (text[i + 1] === '"') {
              value += '"';
              i += 2;
              continue;
            }
            i += 1;
            closed = true;
            break;
          }
          const width = newlineAt(i);
          if (width > 0) line += 1;
          value += width === 2 ? '\r\n' : ch;
          i += width === 2 ? 2 : 1;
        }
        if (!closed) {
          return { ok: false, error: { line: startLine, column, message: 'Unterminated quoted field' }, records };
        }
        if (i < n && text[i] !== ',' && newlineAt(i) === 0) {
          return { ok: false, error: { line, column, message: 'Unexpected text after a closing quote' }, records };
        }
        record.fields.push(value);
      } else {
        const start = i;
        while (i < n && text[i] !== ',' && newlineAt(i) === 0) i += 1;
        record.fields.push(text.slice(start, i));
      }
      if (text[i] === ',') {
        i += 1;
        continue;
      }
      const width = newlineAt(i);
      if (width > 0) {
        i += width;
        line += 1;
      }
      break;
    }
    records.push(record);
  }
  return { ok: true, records };
}

/** One field, quoted when it holds a comma, quote, line break or edge whitespace. */
export function formatCsvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Records joined with CRLF, with a CRLF after the last one. */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(formatCsvField).join(',')}\r\n`).join('');
}
