import { capabilities } from '@aquarisk/contract/capabilities';
import { endpointGroups } from '@aquarisk/contract/endpoints/all-endpoints';
import { API_PREFIX, type EndpointDeclaration } from '@aquarisk/contract/endpoints/endpoint';
import { capabilityOf } from '../src/lib/endpoint-access.ts';
import { demoUsers } from '../src/seed/demo-accounts.ts';
import { AUDITOR, COMPANY, FARMER, MANAGER, VIEWER } from '../test/demo-users.ts';

/**
 * The cases the route table derives from each endpoint's declaration (issue 38 item 1): who may call it (its
 * capability, and ROLE_ADMIN only under the admin prefix), who is refused 403, whether a member of another company can
 * get past the role check (then 404 must hold), and what a personal API token gets. The rows only supply requests.
 */
const all = Object.values(endpointGroups).flatMap((group) => Object.values(group));

/** The route table's key of a declaration: `POST /api/v1/survey/{id}/score`. */
export const rowKeyOf = (e: EndpointDeclaration) =>
  `${e.method} ${API_PREFIX[e.base]}${e.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, '{$1}')}`;

export const declarations: ReadonlyMap<string, EndpointDeclaration> = new Map(all.map((e) => [rowKeyOf(e), e]));

/** The roles that pass the endpoint's role check, or null when every signed-in role does. */
export function allowedRoles(e: EndpointDeclaration): readonly string[] | null {
  const capability = capabilityOf(e);
  const roles: readonly string[] | null = capability ? capabilities[capability] : null;
  if (e.base !== 'admin') return roles;
  return (roles ?? ['ROLE_ADMIN']).filter((r) => r === 'ROLE_ADMIN');
}

/** Demo users nearest to holding a capability first: the strongest refused role is the one worth testing. */
const CANDIDATES = [COMPANY, MANAGER, AUDITOR, FARMER, VIEWER];
const rolesOf = (email: string) => demoUsers.find((u) => u.email === email)!.roles;

/** The demo users of the fixture's company whose roles the endpoint refuses (403). */
export function refusedUsers(e: EndpointDeclaration): string[] {
  const allowed = allowedRoles(e);
  if (!allowed) return [];
  return CANDIDATES.filter((u) => !rolesOf(u).some((r) => allowed.includes(r)));
}

/**
 * Whether a member of another company gets past the role check, so the service's row rule must answer 404: every
 * endpoint on data its path names, unless only the platform's admins (who see every company) may call it.
 */
export function crossesCompanies(e: EndpointDeclaration): boolean {
  if (e.access === 'signedIn') return false;
  const allowed = allowedRoles(e);
  return allowed === null || allowed.some((r) => r !== 'ROLE_ADMIN');
}

/**
 * Who may call each endpoint, one line per endpoint, as the declarations say today: the reviewed table
 * route-access.txt beside this file must equal it, so loosening an endpoint (a capability taken out of its declaration,
 * a token let in) fails the route table until the table is updated on purpose (`npx vitest run security/ -u`), and
 * the change shows in review as a diff of that file.
 */
export function accessTable(): string {
  const lines = [...declarations].map(([key, e]) => {
    if (e.auth !== 'signedIn') return `${key}: ${e.auth}`;
    const roles = allowedRoles(e)?.map((r) => r.replace(/^ROLE_/, '')) ?? ['every role'];
    return `${key}: ${e.access} (${roles.join(', ')}); API tokens: ${e.tokens}`;
  });
  return `${lines.sort().join('\n')}\n`;
}
