import { describe, expect, it } from 'vitest';
import { can, canChangeRole, canProcessPersonalData, capabilities } from './capabilities.ts';
import { roleLabel, roles } from './roles.ts';

describe('capability table (docs/requirements.md#decisions-roles)', () => {
  it.each([
    ['ROLE_ADMIN', 'launchAudit', true],
    ['ROLE_COMPANY', 'launchAudit', false],
    ['ROLE_COMPANY', 'editCompany', true],
    ['ROLE_MANAGER', 'editCompany', false],
    ['ROLE_SURVEYOR', 'editFarms', true],
    ['ROLE_FARMER', 'editFarms', false],
    ['ROLE_MANAGER', 'manageAuditUsers', true],
    ['ROLE_SURVEYOR', 'manageAuditUsers', false],
    ['ROLE_FARMER', 'answerQuestions', true],
    ['ROLE_USER', 'answerQuestions', false],
    ['ROLE_SURVEYOR', 'scoreAudit', true],
    ['ROLE_COMPANY', 'scoreAudit', false],
    ['ROLE_MANAGER', 'resolveModerateAction', true],
    ['ROLE_MANAGER', 'resolveHighAction', false],
    ['ROLE_COMPANY', 'resolveHighAction', true],
    ['ROLE_UNDERWRITER', 'raiseActions', false],
    ['ROLE_ADMIN', 'seeStepScore', true],
    ['ROLE_COMPANY', 'seeStepScore', false],
  ] as const)('%s %s → %s', (role, capability, expected) => expect(can([role], capability)).toBe(expected));

  it("shows people's e-mails and phones to admin, company and manager only, and to everyone who changes who is listed", () => {
    expect(roles.filter((role) => can([role], 'seeContactDetails')).sort()).toEqual(['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_MANAGER']);
    for (const changer of [...capabilities.assignFarms, ...capabilities.manageAuditUsers]) {
      expect(can([changer], 'seeContactDetails'), changer).toBe(true);
    }
  });

  it('lets only admins grant or remove ROLE_ADMIN', () => {
    expect(canChangeRole(['ROLE_COMPANY'], 'ROLE_ADMIN')).toBe(false);
    expect(canChangeRole(['ROLE_COMPANY'], 'ROLE_MANAGER')).toBe(true);
    expect(canChangeRole(['ROLE_ADMIN'], 'ROLE_ADMIN')).toBe(true);
    expect(canChangeRole(['ROLE_MANAGER'], 'ROLE_USER')).toBe(false);
  });

  it("lets admins process anyone's personal data, company admins only that of non-admins (issue 24)", () => {
    expect(canProcessPersonalData(['ROLE_ADMIN'], ['ROLE_ADMIN'])).toBe(true);
    expect(canProcessPersonalData(['ROLE_COMPANY'], ['ROLE_FARMER'])).toBe(true);
    expect(canProcessPersonalData(['ROLE_COMPANY'], ['ROLE_ADMIN', 'ROLE_FARMER'])).toBe(false);
    expect(canProcessPersonalData(['ROLE_MANAGER'], ['ROLE_FARMER'])).toBe(false);
    expect(canProcessPersonalData(['ROLE_SURVEYOR', 'ROLE_USER'], ['ROLE_USER'])).toBe(false);
  });

  it('labels known and unknown roles', () => {
    expect(roleLabel('ROLE_SURVEYOR')).toBe('Auditor');
    expect(roleLabel('ROLE_FISH_VET')).toBe('Fish vet');
  });
});
