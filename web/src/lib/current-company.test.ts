import { describe, expect, it } from 'vitest';
import { pickCurrentCompany } from './current-company.ts';

const a = { externalId: 'a', name: 'Atlantic Salmon AS' };
const b = { externalId: 'b', name: 'Bergen Mussels' };
const c = { externalId: 'c', name: 'Coastal Trout' };

describe('pickCurrentCompany', () => {
  it('keeps the stored company while it is still one of the user’s', () => {
    expect(pickCurrentCompany(b, { currentCompany: a }, [a, b, c])).toEqual(b);
  });
  it('refreshes the stored name from the list', () => {
    expect(pickCurrentCompany({ externalId: 'b', name: 'Old name' }, null, [a, b])).toEqual(b);
  });
  it('falls back to the user’s own company when the stored one is gone', () => {
    expect(pickCurrentCompany({ externalId: 'gone', name: 'Gone' }, { currentCompany: c }, [a, b, c])).toEqual(c);
  });
  it('falls back to the first company returned otherwise', () => {
    expect(pickCurrentCompany({ externalId: 'gone', name: 'Gone' }, { currentCompany: null }, [b, c])).toEqual(b);
    expect(pickCurrentCompany(null, { currentCompany: { externalId: 'x', name: 'X' } }, [c, a])).toEqual(c);
  });
  it('is null without companies', () => {
    expect(pickCurrentCompany(a, { currentCompany: a }, [])).toBeNull();
  });
  it('keeps only the reference fields', () => {
    const full = { ...a, city: 'Bergen', phone: null };
    expect(pickCurrentCompany(null, null, [full])).toEqual(a);
  });
});
