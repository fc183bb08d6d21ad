import { refusalMessages, successMessages } from '@aquarisk/contract/messages';
import { openQuestionCount, questionsInOrder } from '@aquarisk/contract/answers/include-if';
import { carriedLeft, carryForward } from '@aquarisk/contract/carry-forward';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { productionSystemAnswer } from '@aquarisk/contract/template/farm-answers';
import { productionSystemLabels, type ProductionSystem } from '@aquarisk/contract/production-systems';
import type { AppContext } from '../../app-context.ts';
import { nowIso, type Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { newExternalId } from '../../lib/ids.ts';
import { actorOf, type AuthUser } from '../../lib/request-user.ts';
import { companyAccessWith } from '../access/index.ts';
import { recordActivity } from '../activity-log/index.ts';
import { membersByExternalIds } from '../users/index.ts';
import { getTemplate } from '../templates/index.ts';
import { findCompanyFarm } from '../farms/index.ts';
import { farmAuditForCarry, insertAudit } from './audit.repository.ts';
import { storeSnapshot } from '../audit-snapshots/index.ts';
import { addAuditUsers } from './audit-users.repository.ts';
import { answersOf, insertAnswers, snapshotOf } from '../question-flow/index.ts';

export interface LaunchValues {
  name: string;
  surveyYear: number;
  description: string | null;
  companyExtId: string;
  farmExtId: string;
  userExtIds: string[];
  /** issue 26 item 1: the scored audit of the farm whose answers are carried forward, or null */
  carryFromExtId?: string | null;
}

/**
 * The answers a launch starts from (issue 26 item 1): the scored audit's answers that carry to the new template
 * (contract carryForward), people only while they are still members of the company. 400 when the audit is not the
 * farm's, 409 when it is not scored.
 */
async function carryAnswersForward(
  db: Executor,
  companyId: number,
  farmId: number,
  sourceExtId: string,
  body: TemplateBody,
  given: Map<number, string>,
) {
  const source = await farmAuditForCarry(db, companyId, farmId, sourceExtId);
  const notOfFarm = refusalMessages.carrySourceNotOfFarm;
  if (!source) throw new AppError('VALIDATION', notOfFarm, { carryFromExtId: notOfFarm });
  if (source.state !== 'SCORED') throw new AppError('CONFLICT', refusalMessages.carrySourceNotScored);
  const { carried } = carryForward(await snapshotOf(db, source), await answersOf(db, source.id), body, given);
  const personQuestions = new Set(questionsInOrder(body).flatMap((q) => (q.answerType === 'USER' ? [q.id] : [])));
  const people = [...carried].filter(([id]) => personQuestions.has(id));
  if (people.length) {
    const members = new Set(
      (
        await membersByExternalIds(
          db,
          companyId,
          people.map(([, v]) => v),
        )
      ).map((m) => m.externalId),
    );
    for (const [id, value] of people) if (!members.has(value)) carried.delete(id);
  }
  return { source, carried };
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
  const carry = input.carryFromExtId ? await carryAnswersForward(db, company.id, farm.id, input.carryFromExtId, body, farmAnswers) : null;
  const carried = carry?.carried ?? new Map<number, string>();
  const startAnswers = new Map([...carried, ...farmAnswers]);
  const left = carriedLeft(body, startAnswers, new Set(carried.keys()));
  const open = openQuestionCount(body, startAnswers);
  await db.transaction().execute(async (tx) => {
    const now = nowIso();
    const row = await insertAudit(tx, {
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
      isComplete: open === 0 && left === 0 ? 1 : 0,
      openQuestions: open,
      carriedLeft: left,
      scoringJson: null,
      scoredAt: null,
      scoredBy: null,
      surveyDate: null,
    });
    const answerIds = new Map(questionsInOrder(body).map((q) => [q.id, q.answer.id]));
    await insertAnswers(
      tx,
      [...startAnswers].map(([questionId, answerStr]) => ({
        surveyId: row.id,
        questionId,
        answerId: answerIds.get(questionId)!,
        answerStr,
        answeredBy: user.id,
        answeredAt: now,
        carriedFrom: carried.has(questionId) ? carry!.source.id : null,
      })),
    );
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
        ...(carry ? { startedFrom: [null, carry.source.name], carriedAnswers: [null, carried.size] } : {}),
      },
    });
  });
  return { accepted: true, messages: [successMessages.auditLaunched], surveyExtId: externalId };
}
