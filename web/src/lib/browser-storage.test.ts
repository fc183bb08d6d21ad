import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepUnfinished, readUnfinished } from '../components/audit-media/unfinished-uploads.ts';
import { session } from './session.ts';

const refused = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

/** Issue 37 item 17: a frame without storage (null) or a browser that refuses it leaves the app working in memory. */
describe.each([
  ['null, as in a PDF viewer frame', () => vi.stubGlobal('localStorage', null)],
  [
    'refused with a SecurityError',
    () => vi.stubGlobal('localStorage', { getItem: refused, setItem: refused, removeItem: refused, clear: refused }),
  ],
])('with localStorage %s', (_name, stub) => {
  afterEach(() => vi.unstubAllGlobals());

  it('the session is read, kept in memory and cleared without an error', () => {
    stub();
    expect(() => session.reloadFromStorage()).not.toThrow();
    const company = { externalId: 'c-1', name: 'Fjord Salmon AS' };
    expect(() => session.set({ company })).not.toThrow();
    expect(session.get().company).toEqual(company);
    expect(() => session.clear()).not.toThrow();
    expect(session.get().company).toBeNull();
  });

  it('an unfinished upload note is simply not kept', () => {
    stub();
    expect(() => keepUnfinished('u-1', 's-1', 'drone', { fileName: 'pen-2.mp4', size: 60, loaded: 10 })).not.toThrow();
    expect(readUnfinished('u-1', 's-1', 'drone')).toBeNull();
  });
});
