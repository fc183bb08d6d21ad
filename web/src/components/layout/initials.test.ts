import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it.each([
    ['Ada Lovelace', 'x@example.com', 'AL'],
    ['  ingrid   marie  solberg ', 'x@example.com', 'IS'],
    ['Åsa', 'x@example.com', 'Å'],
    [null, 'john.doe@example.com', 'JD'],
    ['', 'admin@example.com', 'A'],
    [undefined, 'mary-ann_smith@example.com', 'MS'],
    [null, '@example.com', '?'],
  ])('%s / %s → %s', (name, email, expected) => {
    expect(initials(name, email)).toBe(expected);
  });
});
