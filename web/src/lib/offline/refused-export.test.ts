import { describe, expect, it } from 'vitest';
import { parseCsv } from '@aquarisk/contract/csv/csv-records';
import type { RefusedAnswer } from './offline-db.ts';
import { refusedAsCsv, refusedAsJson } from './refused-export.ts';

const row = (patch: Partial<RefusedAnswer> = {}): RefusedAnswer => ({
  clientId: '00000000-0000-4000-8000-000000000001',
  seq: 1,
  userExtId: 'u-1',
  surveyExtId: 's-1',
  questionId: 7,
  questionText: 'Is there a written fish health plan, agreed with the "site vet"?',
  answerValue: 'NO',
  answerShown: 'No',
  snapshotHash: 'h',
  givenAt: '2026-11-28T10:00:00.000Z',
  reason: 'SCORED',
  message: 'The audit was scored while you were offline, so this answer was not saved.',
  refusedAt: '2026-11-28T11:00:00.000Z',
  ...patch,
});

describe('exporting refused answers', () => {
  it('writes one CSV row per answer that reads back the same, quotes and commas included', () => {
    const csv = refusedAsCsv([row(), row({ clientId: 'x', questionId: 8, answerValue: '12,5', answerShown: '12,5' })]);
    const parsed = parseCsv(csv);
    if (!parsed.ok) throw new Error('unreadable CSV');
    expect(parsed.records[0]!.fields).toEqual([
      'surveyExtId',
      'questionId',
      'questionText',
      'answerShown',
      'answerValue',
      'givenAt',
      'reason',
      'message',
      'refusedAt',
      'clientId',
    ]);
    expect(parsed.records[1]!.fields[2]).toBe(row().questionText);
    expect(parsed.records[2]!.fields[4]).toBe('12,5');
  });

  it('keeps a spreadsheet from running an answer as a formula, but not a negative number', () => {
    const parsed = parseCsv(
      refusedAsCsv([
        row({ answerValue: '=HYPERLINK("x")', answerShown: '=HYPERLINK("x")' }),
        row({ answerValue: '-3.5', answerShown: '-3.5' }),
      ]),
    );
    if (!parsed.ok) throw new Error('unreadable CSV');
    expect(parsed.records[1]!.fields[4]).toBe(`'=HYPERLINK("x")`);
    expect(parsed.records[2]!.fields[4]).toBe('-3.5');
  });

  it('JSON keeps every field of each answer', () => {
    expect(JSON.parse(refusedAsJson([row()]))).toEqual([expect.objectContaining({ questionId: 7, reason: 'SCORED', answerValue: 'NO' })]);
  });
});
