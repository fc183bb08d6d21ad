import { describe, expect, it } from 'vitest';
import {
  activityEventLabel,
  activityMethodLabel,
  activityMethods,
  activityTargetLabel,
  activityTargets,
  describeChanges,
  diffFields,
} from './activity.ts';
import { richTextToPlain } from './answers/rich-text-plain.ts';

describe('diffFields', () => {
  it('records only changed fields as [before, after]', () => {
    expect(diffFields({ name: 'A', city: 'Bergen', phone: null }, { name: 'B', city: 'Bergen', phone: null })).toEqual({
      name: ['A', 'B'],
    });
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

describe('describeChanges', () => {
  it("reads '{field} was: X, now: Y' for every changed field", () => {
    expect(
      describeChanges({ name: ['Old', 'New'], tonnage: [null, 4200], users: [['a@x.io'], ['a@x.io', 'b@x.io']], closed: [false, true] }),
    ).toEqual([
      'name was: Old, now: New',
      'tonnage was: empty, now: 4200',
      'users was: a@x.io, now: a@x.io, b@x.io',
      'closed was: no, now: yes',
    ]);
  });
  it('names empty lists and objects plainly', () => {
    expect(describeChanges({ farms: [[], ['Loch Creran']], extra: [{ a: 1 }, ''] })).toEqual([
      'farms was: none, now: Loch Creran',
      'extra was: {"a":1}, now: empty',
    ]);
  });
});

describe('event labels', () => {
  it('label every method and target, with SURVEY shown as Audit', () => {
    expect(activityEventLabel('UPDATE', 'FARM')).toBe('Update · Farm');
    expect(activityEventLabel('LAUNCH', 'SURVEY')).toBe('Launch · Audit');
    expect(activityEventLabel('ADD_USER', 'SURVEY_USER')).toBe('Add user · Audit user');
    for (const m of activityMethods) expect(activityMethodLabel(m)).not.toBe(m);
    for (const t of activityTargets) expect(activityTargetLabel(t)).not.toBe(t);
    expect(activityEventLabel('FUTURE', 'THING')).toBe('FUTURE · THING');
  });
});

describe('log values a reader sees (issue 37 item 15)', () => {
  it('names an audit file by its category, other entries by their target', () => {
    expect(activityEventLabel('DELETE', 'SURVEY', { media: ['dive.mp4', null], category: ['submarine', null] })).toBe(
      'Delete · Audit media: ROV footage',
    );
    expect(activityEventLabel('DELETE', 'SURVEY', {})).toBe('Delete · Audit');
    expect(activityEventLabel('UPDATE', 'FARM')).toBe('Update · Farm');
  });

  it('reads rich text as text, line by line, and instants through the given format', () => {
    expect(richTextToPlain('<h2>Findings</h2><p>Nets &amp; ropes</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Findings\nNets & ropes\none\ntwo',
    );
    const lines = describeChanges(
      { closedDescription: [null, '<p>Done</p>'], closedAt: [null, '2026-03-01T12:00:00.000Z'], dueOn: ['2026-03-01', null] },
      { formatInstant: () => 'in your zone' },
    );
    expect(lines).toEqual([
      'closedDescription was: empty, now: Done',
      'closedAt was: empty, now: in your zone',
      'dueOn was: 2026-03-01, now: empty',
    ]);
  });
});
