import { serverMessages } from '@aquarisk/contract/messages';
import type { AppContext } from '../../app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { actorOf, type AuthUser } from '../../lib/request-user.ts';
import { requireCapability } from '../../plugins/access.ts';
import { recordActivity } from '../activity/activity.repository.ts';
import { memberByEmail, memberByExternalId } from '../users/membership.repository.ts';
import { toPerson, toUser } from '../users/user.mapper.ts';
import { toSurvey } from '../surveys/survey.mapper.ts';
import { sectionScoresFor, surveysOfFarm } from '../surveys/survey.repository.ts';
import * as repo from './farm.repository.ts';
import { visibleFarm } from './farm.service.ts';

/** The farm's people, for everyone who sees the farm; contact details as toPerson allows. */
export async function listFarmUsers(ctx: AppContext, user: AuthUser, companyExtId: string, farmExtId: string) {
  const { farm } = await visibleFarm(ctx, user, companyExtId, farmExtId);
  return (await repo.farmUsers(ctx.database.db, farm.id)).map((row) => toPerson(user, row));
}

export async function addFarmUser(
  ctx: AppContext,
  user: AuthUser,
  companyExtId: string,
  farmExtId: string,
  who: { username?: string | undefined; email?: string | undefined },
) {
  const { access, farm } = await visibleFarm(ctx, user, companyExtId, farmExtId);
  requireCapability(user, 'assignFarms');
  const email = (who.email || who.username)!;
  const db = ctx.database.db;
  const member = await memberByEmail(db, access.company.id, email);
  if (!member) throw new AppError('VALIDATION', serverMessages.notACompanyUser, { email: serverMessages.notACompanyUser });
  return db.transaction().execute(async (tx) => {
    if (await repo.isFarmUser(tx, farm.id, member.id)) throw new AppError('ALREADY_EXISTS', serverMessages.alreadyAssigned);
    await repo.addFarmUser(tx, farm.id, member.id);
    await recordActivity(tx, {
      actor: actorOf(user),
      method: 'ADD_USER',
      target: 'FARM',
      targetName: farm.name,
      targetExtId: farm.externalId,
      company: access.company,
      changes: { user: [null, member.email] },
    });
    return toUser(member);
  });
}

export async function removeFarmUser(ctx: AppContext, user: AuthUser, companyExtId: string, farmExtId: string, userExtId: string) {
  const { access, farm } = await visibleFarm(ctx, user, companyExtId, farmExtId);
  requireCapability(user, 'assignFarms');
  const db = ctx.database.db;
  const member = await memberByExternalId(db, access.company.id, userExtId);
  if (!member) throw notFound();
  await db.transaction().execute(async (tx) => {
    if (!(await repo.removeFarmUser(tx, farm.id, member.id))) throw notFound();
    await recordActivity(tx, {
      actor: actorOf(user),
      method: 'DELETE_USER',
      target: 'FARM',
      targetName: farm.name,
      targetExtId: farm.externalId,
      company: access.company,
      changes: { user: [member.email, null] },
    });
  });
  return toUser(member);
}

/** The farm's audits in the grouped shape of GET /survey: companies[0].farms[0].surveys. */
export async function farmSurveys(ctx: AppContext, user: AuthUser, companyExtId: string, farmExtId: string) {
  const { access, farm } = await visibleFarm(ctx, user, companyExtId, farmExtId);
  const db = ctx.database.db;
  const surveys = await surveysOfFarm(db, farm.id);
  const sections = await sectionScoresFor(
    db,
    surveys.map((s) => s.id),
  );
  return {
    companies: [
      {
        externalId: access.company.externalId,
        name: access.company.name,
        farms: [{ ...repo.toFarm(farm, access.company.externalId), surveys: surveys.map((s) => toSurvey(s, sections.get(s.id))) }],
      },
    ],
  };
}
