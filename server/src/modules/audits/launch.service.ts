import { successMessages } from '@aquarisk/contract/messages';
import { openQuestionCount } from '@aquarisk/contract/answers/include-if';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { productionSystemAnswer } from '@aquarisk/contract/template/farm-answers';
import { productionSystemLabels, type ProductionSystem } from '@aquarisk/contract/production-systems';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/database.ts';
import { newExternalId } from '../../lib/ids.ts';
import { actorOf, type AuthUser } from '../../lib/request-user.ts';
import { companyAccessWith } from '../access/index.ts';
import { recordActivity } from '../activity-log/index.ts';
import { membersByExternalIds } from '../users/index.ts';
import { getTemplate } from '../templates/index.ts';
import { findCompanyFarm } from '../farms/index.ts';
import { insertSurvey } from './audit.repository.ts';
import { storeSnapshot } from '../audit-snapshots/index.ts';
import { addAuditUsers } from './audit-users.repository.ts';
import { upsertAnswer } from '../question-flow/index.ts';

export interface LaunchValues {
  name: string;
  surveyYear: number;
  description: string | null;
  companyExtId: string;
  farmExtId: string;
  userExtIds: string[];
}

/**
 * Launches an audit on a farm from a template. The template body is snapshotted for the audit (stored once per
 * distinct body, shared by audits launched from it), so later template edits never change it. Business refusals answer accepted: false with messages (docs/requirements.md#core-4).
 */
export async function launchAudit(ctx: AppContext, user: AuthUser, templateExtId: string, input: LaunchValues) {
  const db = ctx.database.db;
  const template = await getTemplate(ctx, templateExtId);
  const { company } = await companyAccessWith(db, user, input.companyExtId, 'launchAudit');
  const farm = await findCompanyFarm(db, company.id, input.farmExtId);
  const messages: string[] = [];
  if (!farm) messages.push(`The farm is not a farm of ${company.name}.`);
  const wanted = [...new Set(input.userExtIds.length ? input.userExtIds : [user.externalId])];
  const members = await membersByExternalIds(db, company.id, wanted);
  // The launching admin may not be a member of the company; they are assigned only if they are.
  const unknown = wanted.filter((id) => id !== user.externalId && !members.some((m) => m.externalId === id));
  if (unknown.length)
    messages.push(
      `${unknown.length === 1 ? 'One assigned user is' : `${unknown.length} assigned users are`} not users of ${company.name}.`,
    );
  if (!farm || messages.length) return { accepted: false, messages };

  const externalId = newExternalId();
  const body = JSON.parse(template.bodyJson) as TemplateBody;
  // Issue 22: the farm's production system answers its question, so the questions that do not apply are never asked.
  const fromFarm = productionSystemAnswer(body, farm.productionSystem);
  const farmAnswers = new Map(fromFarm ? [[fromFarm.question.id, fromFarm.answer]] : []);
  await db.transaction().execute(async (tx) => {
    const now = nowIso();
    const row = await insertSurvey(tx, {
      externalId,
      companyId: company.id,
      farmId: farm.id,
      name: input.name,
      description: input.description,
      surveyYear: input.surveyYear,
      state: 'NOT_STARTED',
      closed: 0,
      normScore: null,
      risk: null,
      createdAt: now,
      createdBy: user.email,
      updatedAt: now,
      updatedBy: user.email,
      templateName: template.name,
      snapshotId: await storeSnapshot(tx, template.bodyJson),
      isComplete: 0,
      openQuestions: openQuestionCount(body, farmAnswers),
      scoringJson: null,
      scoredAt: null,
      scoredBy: null,
      surveyDate: null,
    });
    if (fromFarm) {
      const q = fromFarm.question;
      await upsertAnswer(tx, {
        surveyId: row.id,
        questionId: q.id,
        answerId: q.answer.id,
        answerStr: fromFarm.answer,
        answeredBy: user.id,
        answeredAt: now,
      });
    }
    await addAuditUsers(
      tx,
      row.id,
      members.map((m) => m.id),
      now,
    );
    await recordActivity(tx, {
      actor: actorOf(user),
      method: 'LAUNCH',
      target: 'SURVEY',
      targetName: input.name,
      targetExtId: externalId,
      company,
      changes: {
        name: [null, input.name],
        surveyYear: [null, input.surveyYear],
        farm: [null, farm.name],
        template: [null, template.name],
        ...(fromFarm ? { productionSystem: [null, productionSystemLabels[farm.productionSystem as ProductionSystem]] } : {}),
        users: [null, members.map((m) => m.email).sort()],
      },
    });
  });
  return { accepted: true, messages: [successMessages.auditLaunched], surveyExtId: externalId };
}
