import { describe, expect, it } from 'vitest';
import { diffFields } from './activity.ts';

describe('diffFields', () => {
  it('records only changed fields as [before, after]', () => {
    expect(diffFields({ name: 'A', city: 'Bergen', phone: null }, { name: 'B', city: 'Bergen', phone: null })).toEqual({ name: ['A', 'B'] });
  });
  it('treats creation and deletion as changes from and to null', () => {
    expect(diffFields(null, { name: 'A', email: null })).toEqual({ name: [null, 'A'] });
    expect(diffFields({ name: 'A' }, null)).toEqual({ name: ['A', null] });
  });
  it('compares lists by value', () => {
    expect(diffFields({ users: ['a', 'b'] }, { users: ['a', 'b'] })).toEqual({});
    expect(diffFields({ users: ['a'] }, { users: ['a', 'b'] })).toEqual({ users: [['a'], ['a', 'b']] });
  });
});
