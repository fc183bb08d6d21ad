import { ADMIN_ROLE } from '@aquarisk/contract/capabilities';
import { ssoMessages } from '@aquarisk/contract/sso-messages';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/database.ts';
import { uniqueViolationTable } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { companyAccessWith } from '../access/index.ts';
import { recordCompanyUpdate } from '../activity-log/index.ts';
import { toClaim } from './sso-config.service.ts';
import { domainPublishesToken } from './sso-domain-proof.ts';
import * as repo from './sso.repository.ts';

const taken = () => new AppError('ALREADY_EXISTS', ssoMessages.domainTaken, { domain: ssoMessages.domainTaken });

/**
 * Proves a domain the company claimed (issue 37 item 20): its DNS TXT record must hold the claim's token, unless an
 * Aquarisk administrator calls (their approval is the proof). A domain another company proved stays theirs (409).
 */
export async function verifySsoDomain(ctx: AppContext, user: AuthUser, companyExtId: string, domain: string) {
  const db = ctx.database.db;
  const { company } = await companyAccessWith(db, user, companyExtId, 'configureSso');
  const claim = await repo.findClaim(db, company.id, domain);
  if (!claim) throw new AppError('NOT_FOUND', ssoMessages.domainNotClaimed);
  if (claim.verifiedDomain !== null) return toClaim(claim);
  if ((await repo.domainsHeldElsewhere(db, company.id, [domain])).length) throw taken();
  const approved = user.authorities.includes(ADMIN_ROLE);
  if (!approved && !(await domainPublishesToken(ctx.config.ssoDnsServers, domain, claim.token)))
    throw new AppError('VALIDATION', ssoMessages.domainNotVerified, { domain: ssoMessages.domainNotVerified });
  const at = nowIso();
  try {
    await db.transaction().execute(async (tx) => {
      await repo.markVerified(tx, claim.id, domain, at);
      await recordCompanyUpdate(tx, user, company, {
        ssoDomainVerified: [null, `${domain} (${approved ? 'approved by an administrator' : 'DNS TXT record'})`],
      });
    });
  } catch (e) {
    if (uniqueViolationTable(e) !== null) throw taken();
    throw e;
  }
  return toClaim({ ...claim, verifiedDomain: domain, verifiedAt: at });
}
