import { describe, expect, it } from 'vitest';
import { resolveRefusal } from './capabilities.ts';

const moderate = 'Only Managers, Company and Admin can accept this risk.';
const high = 'Only Company and Admin can accept this risk.';

describe('resolveRefusal (docs/requirements.md#results-6)', () => {
  it.each([
    [['ROLE_MANAGER'], 'LOW', null],
    [['ROLE_MANAGER'], 'MODERATE_LOW', null],
    [['ROLE_MANAGER'], 'MODERATE', null],
    [['ROLE_MANAGER'], 'MODERATE_HIGH', high],
    [['ROLE_MANAGER'], 'HIGH', high],
    [['ROLE_COMPANY'], 'HIGH', null],
    [['ROLE_ADMIN'], 'MODERATE_HIGH', null],
    [['ROLE_SURVEYOR'], 'LOW', moderate],
    [['ROLE_FARMER'], 'MODERATE', moderate],
    [['ROLE_USER', 'ROLE_UNDERWRITER'], 'HIGH', high],
    [[], 'MODERATE_LOW', moderate],
  ])('%j and %s → %s', (authorities, risk, expected) => {
    expect(resolveRefusal(authorities, risk)).toBe(expected);
  });
});
