import { useEffect } from 'react';
import { pickCurrentCompany, setCurrentCompany } from '../lib/current-company.ts';
import { session } from '../lib/session.ts';
import { useCompaniesQuery, useCurrentUserQuery } from '../lib/session-api.ts';

/**
 * Keeps the stored user and current company in step with the server while signed in: roles may have changed, and
 * the stored company may no longer be one of the user's (then the first one becomes current, docs/requirements.md#core-4).
 */
export function SessionSync() {
  const me = useCurrentUserQuery().data;
  const companies = useCompaniesQuery().data;

  useEffect(() => {
    if (!me) return;
    const stored = session.get().user;
    if (stored && JSON.stringify(stored) !== JSON.stringify(me)) session.set({ user: me });
  }, [me]);

  useEffect(() => {
    if (!companies) return;
    const { company, user } = session.get();
    setCurrentCompany(pickCurrentCompany(company, me ?? user, companies));
  }, [companies, me]);

  return null;
}
