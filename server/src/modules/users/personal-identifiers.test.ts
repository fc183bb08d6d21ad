import { describe, expect, it } from 'vitest';
import { historyFrom, identifiersOf, needles, scrubText, scrubValue } from './personal-identifiers.ts';

const tombstone = { email: 'erased-1@erased.invalid', name: 'Erased user' };
const ids = identifiersOf(
  { email: 'Astrid@Example.com', fullName: 'Astrid Auditor', phone: '+47 555 0102' },
  { emails: ['astrid.old@example.com'], names: ['Åse Berg', 'A'], phones: ['12'] },
);
const scrub = scrubText(ids, tombstone);

describe('personal identifiers (issue 24 part 4)', () => {
  it('gathers today’s and earlier identifiers, e-mails in lower case, leaving out names and numbers too short to search', () => {
    expect(ids).toEqual({
      emails: ['astrid@example.com', 'astrid.old@example.com'],
      names: ['Astrid Auditor', 'Åse Berg'],
      phones: ['+47 555 0102'],
    });
  });

  it.each([
    ['auditor ASTRID@example.com answered', 'auditor erased-1@erased.invalid answered'],
    ['Astrid Auditor (astrid@example.com)', 'Erased user (erased-1@erased.invalid)'],
    ['asked ASTRID AUDITOR and åse berg', 'asked Erased user and Erased user'],
    ['Astrid Auditorium is another word', 'Astrid Auditorium is another word'],
    ['call +47 555 0102 now', 'call Erased user now'],
    ['astrid.old@example.com moved', 'erased-1@erased.invalid moved'],
  ])('%s → %s', (text, expected) => expect(scrub(text)).toBe(expected));

  it('scrubs every string of a log entry’s changes, keys included, and keeps the structure', () => {
    const changes = {
      fullName: ['Åse Berg', 'Astrid Auditor'],
      score: [1, 2],
      'Owner Astrid Auditor': [null, { by: 'astrid@example.com' }],
    };
    expect(scrubValue(scrub)(changes)).toEqual({
      fullName: ['Erased user', 'Erased user'],
      score: [1, 2],
      'Owner Erased user': [null, { by: 'erased-1@erased.invalid' }],
    });
  });

  it('reads earlier e-mails, names and phones from the log’s entries about the account', () => {
    const history = historyFrom([
      { targetName: 'new@example.com', changes: { email: ['old@example.com', 'new@example.com'], fullName: ['Old Name', 'New Name'] } },
      { targetName: 'Farm X', changes: { phone: [null, '+1 555 0000'] } },
    ]);
    expect(history).toEqual({
      emails: ['new@example.com', 'old@example.com', 'new@example.com'],
      names: ['Old Name', 'New Name'],
      phones: ['+1 555 0000'],
    });
  });

  it('searches the stored JSON text for each identifier as JSON writes it', () => {
    expect(needles(identifiersOf({ email: 'a@b.c', fullName: 'Jo "JJ" Doe', phone: null }, { emails: [], names: [], phones: [] }))).toEqual(
      ['a@b.c', 'Jo \\"JJ\\" Doe'],
    );
  });
});
