import { describe, expect, it } from 'vitest';
import { countOf, isSingular, nounFor } from './plural.ts';

describe('plural forms', () => {
  it.each([
    [0, 'farm', undefined, '0 farms'],
    [1, 'farm', undefined, '1 farm'],
    [2, 'user', undefined, '2 users'],
    [1204, 'audit', undefined, '1,204 audits'],
    [1, 'entry', 'entries', '1 entry'],
    [3, 'entry', 'entries', '3 entries'],
    [1.5, 'tonne', undefined, '1.5 tonnes'],
  ])('%d %s → %s', (n, one, other, text) => expect(countOf(n, one, other)).toBe(text));

  it('gives the noun and the verb agreement alone', () => {
    expect(nounFor(1, 'question')).toBe('question');
    expect(nounFor(5, 'question')).toBe('questions');
    expect(isSingular(1)).toBe(true);
    expect(isSingular(0)).toBe(false);
  });
});
