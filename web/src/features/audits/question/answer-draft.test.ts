import { describe, expect, it } from 'vitest';
import { FINDINGS_DEFAULT_HTML } from '@aquarisk/contract/answers/answer-rules';
import { decodeUrlAnswer, initialDraft, joinDateTime, joinRange, quarterHours, splitDateTime, splitRange } from './answer-draft.ts';

describe('answer drafts', () => {
  it('the last long-text question starts with the Findings and Recommendations headings when unanswered', () => {
    expect(initialDraft({ answerType: 'LONG_TEXT', answer: null }, true)).toBe(FINDINGS_DEFAULT_HTML);
    expect(initialDraft({ answerType: 'LONG_TEXT', answer: null }, false)).toBe('');
    expect(initialDraft({ answerType: 'LONG_TEXT', answer: { answerStr: '<p>Done</p>' } }, true)).toBe('<p>Done</p>');
    expect(initialDraft({ answerType: 'SHORT_TEXT', answer: null }, true)).toBe('');
  });

  it.each([
    ['1.50-3.25', ['1.50', '3.25']],
    ['-3', ['', '3']],
    ['4-', ['4', '']],
    ['', ['', '']],
  ])('splits the range %s', (raw, parts) => {
    expect(splitRange(raw)).toEqual(parts);
  });

  it.each([
    ['-2.50-4', ['-2.50', '4']],
    ['-5--1', ['-5', '-1']],
    ['3--1', ['3', '-1']],
    ['-', ['-', '']],
  ])('splits the signed range %s (bounds below 0)', (raw, parts) => {
    expect(splitRange(raw, true)).toEqual(parts);
  });

  it('joins ranges and date-times, empty when both parts are', () => {
    expect(joinRange('10', '20')).toBe('10-20');
    expect(joinRange('', '')).toBe('');
    expect(joinDateTime('2026-11-21', '14:45')).toBe('2026-11-21T14:45');
    expect(splitDateTime('2026-11-21T14:45')).toEqual(['2026-11-21', '14:45']);
    expect(joinDateTime('', '')).toBe('');
  });

  it('offers 96 quarter hours in 24-hour form', () => {
    expect(quarterHours).toHaveLength(96);
    expect(quarterHours.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(quarterHours.at(-1)).toBe('23:45');
  });

  it('decodes a stored URL, and shows a malformed one as it is', () => {
    expect(decodeUrlAnswer('https%3A%2F%2Fexample.com%2Fa%20b')).toBe('https://example.com/a b');
    expect(decodeUrlAnswer('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
