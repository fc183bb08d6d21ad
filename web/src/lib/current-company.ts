import type { CurrentUser } from '@aquarisk/contract/schemas/user.schema';
import { session, type CompanyRef } from './session.ts';

/**
 * The current company (docs/requirements.md#core-4): the stored one while it is still among the user's companies, else the user's own
 * company from /user/me when listed, else the first company returned.
 */
export function pickCurrentCompany(
  stored: CompanyRef | null,
  user: Pick<CurrentUser, 'currentCompany'> | null,
  companies: readonly CompanyRef[],
): CompanyRef | null {
  const find = (id: string | undefined) => companies.find((c) => c.externalId === id);
  const chosen = find(stored?.externalId) ?? find(user?.currentCompany?.externalId) ?? companies[0];
  return chosen ? { externalId: chosen.externalId, name: chosen.name } : null;
}

export function setCurrentCompany(company: CompanyRef | null) {
  const now = session.get().company;
  if (now?.externalId === company?.externalId && now?.name === company?.name) return;
  session.set({ company: company ? { externalId: company.externalId, name: company.name } : null });
}
