import { environmentCsvMessages } from '@aquarisk/contract/csv/environment-csv';
import { AppError } from '../../lib/app-error.ts';

/** A refused environmental CSV: 400, the message and the details name the line and column (both from 1). */
export function csvError(line: number, column: number, reason: string): AppError {
  const message = environmentCsvMessages.at(line, column, reason);
  return new AppError('VALIDATION', message, { file: message, line: String(line), column: String(column) });
}
