import type { ActionsReport, AuditReport } from '@aquarisk/contract/schemas/report.schema';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { toAction } from '../actions/action.mapper.ts';
import { actionsRaisedIn } from '../actions/action.service.ts';
import { farmWithCompany, toFarm } from '../farms/index.ts';
import { auditResults, stepQuestionsOf, storedScore } from '../scoring/index.ts';
import { answersOf, snapshotOf } from '../question-flow/index.ts';
import { searchAuditPeople } from '../audits/index.ts';
import { visibleAudit } from '../access/index.ts';
import { sinceLastAudit } from '../history/history.service.ts';

/**
 * GET /survey/{id}/report: the scored results (as GET /score shows them to this user) with each step's answered
 * questions, the farm and its company, and the names USER answers point at. 404 when not visible, 409 unscored.
 */
export async function auditReport(ctx: AppContext, user: AuthUser, surveyExtId: string): Promise<AuditReport> {
  const db = ctx.database.db;
  const row = await visibleAudit(ctx, user, surveyExtId);
  const results = await auditResults(ctx, user, surveyExtId, []);
  const snapshot = await snapshotOf(db, row);
  const scored = storedScore(row);
  const answers = await answersOf(db, row.id);
  const farm = await farmWithCompany(db, row.farmId);
  const people = await searchAuditPeople(ctx, user, surveyExtId, '');
  const children = results.children.map((section) => {
    const steps = snapshot.sections.find((s) => s.id === section.id)?.steps ?? [];
    const scoredSteps = scored.sections.find((s) => s.id === section.id)?.steps ?? [];
    return {
      ...section,
      children: section.children.map((result) => {
        const step = steps.find((s) => s.id === result.id);
        const scoredStep = scoredSteps.find((s) => s.id === result.id);
        return { ...result, questions: step && scoredStep ? stepQuestionsOf(step, scoredStep, answers) : [] };
      }),
    };
  });
  return {
    surveyDate: row.surveyDate,
    farmName: farm.name,
    companyName: farm.companyName,
    farm: toFarm(farm, farm.companyExtId),
    scoring: { ...results, children },
    userNames: Object.fromEntries(people.map((p) => [p.externalId, p.name])),
    sinceLastAudit: await sinceLastAudit(ctx, user, row),
  };
}

/** GET /survey/{id}/actions-report: every action of the audit, open and closed, with the audit's section names. */
export async function actionsReport(ctx: AppContext, user: AuthUser, surveyExtId: string): Promise<ActionsReport> {
  const db = ctx.database.db;
  const row = await visibleAudit(ctx, user, surveyExtId);
  const farm = await farmWithCompany(db, row.farmId);
  const sections = row.snapshotId !== null ? [...(await snapshotOf(db, row)).sections].sort((a, b) => a.ordinal - b.ordinal) : [];
  return {
    surveyName: row.name,
    farmName: farm.name,
    companyName: farm.companyName,
    sections: sections.map((s) => ({ id: s.id, name: s.name })),
    actions: (await actionsRaisedIn(db, row.id)).map(toAction),
  };
}
