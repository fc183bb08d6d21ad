/**
 * Bounds of an environmental CSV (docs/formats/environmental-csv.md "Limits"). They keep every header cell short
 * before anything matches it, keep one SQL statement of parameters far below the databases' bind limits, and keep
 * the stored names, the activity-log entry and the GET answer small.
 */
export const ENVIRONMENT_CSV_LIMITS = {
  /** characters of a parameter's name, without its unit */
  parameterName: 100,
  /** characters of a unit in parentheses */
  unit: 32,
  /** characters of one header cell: a name, a space and a unit in parentheses, with room to spare */
  headerCell: 140,
  /** columns, the timestamp included */
  columns: 200,
  /** characters of one line (a record), its separators not counted */
  line: 65_536,
} as const;

const L = ENVIRONMENT_CSV_LIMITS;
const n = (v: number) => v.toLocaleString('en-US');
const REQUOTE = 'put the whole value in quotes and double the quotes inside it.';

/**
 * The reasons an environmental CSV is refused; the server puts `Line {line}, column {column}: ` before each
 * (docs/requirements.md#decisions-media: line and column in the message). Values are quoted and clipped.
 */
export const environmentCsvMessages = {
  at: (line: number, column: number, reason: string) => `Line ${line}, column ${column}: ${reason}`,
  empty: 'the file is empty.',
  noReadings: 'the file has a header but no readings.',
  noTimestamp: 'the header has no "timestamp" column.',
  noParameter: 'the header names no parameter column besides "timestamp".',
  notAName: (cell: string) => `${cell} is not a parameter name (letters, digits, spaces, _ . % -, then an optional unit in parentheses).`,
  twice: (key: string) => `the parameter ${key} appears twice.`,
  notATimestamp: (value: string) => `${value} is not an ISO 8601 date or date-time.`,
  notANumber: (value: string) => `${value} is not a number.`,
  cellCount: (expected: number, found: number) => `expected ${expected} values, found ${found}.`,
  utf16: 'the file is UTF-16; save it as UTF-8.',
  invalidUtf8: 'the file is not valid UTF-8; save it as UTF-8.',
  nul: 'the file contains NUL characters (UTF-16?); save it as UTF-8.',
  cutUtf8: 'the file ends inside a UTF-8 character; save it as UTF-8.',
  /* issue 21: bounds, and the parser's quote errors in our words */
  headerCellTooLong: `the column name is longer than ${L.headerCell} characters.`,
  nameTooLong: `the parameter name is longer than ${L.parameterName} characters.`,
  tooManyColumns: `the header has more than ${L.columns} columns.`,
  lineTooLong: `the line is longer than ${n(L.line)} characters.`,
  quoteInside: `a quote (") inside a value that does not start with one; ${REQUOTE}`,
  afterClosingQuote: `text follows the closing quote of a value; ${REQUOTE}`,
  quoteNotClosed: 'a quoted value is not closed; the file ends inside it.',
} as const;
