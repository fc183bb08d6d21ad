import { validateAnswer } from '@aquarisk/contract/answers/answer-rules';
import { NOT_APPLICABLE as NA_ANSWER } from '@aquarisk/contract/answer-types';
import { answersByAnswerIdOf, applicability } from '@aquarisk/contract/answers/include-if';
import { productionSystemAnswer, productionSystemQuestionOf } from '@aquarisk/contract/template/farm-answers';
import { answerContextOf } from '@aquarisk/contract/answers/question-answer';
import { can } from '@aquarisk/contract/capabilities';
import { refusalMessages, serverMessages, validationMessages } from '@aquarisk/contract/messages';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOf, type AuthUser } from '../../lib/request-user.ts';
import { requireCapability, visibleSurvey } from '../access/index.ts';
import { recordCompanyActivity } from '../activity-log/index.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { memberByExternalId } from '../users/index.ts';
import { farmForScoring } from '../farms/index.ts';
import { answerChange } from './answer-change.ts';
import {
  cachedSnapshot,
  firstOpen,
  type FlowEntry,
  flowOrder,
  includedEntries,
  nextAfter,
  snapshotBody,
} from '../audit-snapshots/index.ts';
import type { SurveyRow } from '../../db/schema.ts';
import { questionContext, type QuestionContext } from './question-context.ts';
import {
  answersOf,
  cursorOf,
  lockUnscoredSurvey,
  markProgress,
  setCursor,
  type SurveyFlowRow,
  upsertAnswer,
} from './question-flow.repository.ts';

/** The audit's template snapshot, parsed once per process (the body is read from the database only then). */
export async function snapshotOf(db: Executor, row: Pick<SurveyFlowRow, 'snapshotId' | 'snapshotHash'>): Promise<TemplateBody> {
  const { snapshotId, snapshotHash } = row;
  if (snapshotId === null || !snapshotHash) throw new AppError('CONFLICT', refusalMessages.noQuestions);
  return cachedSnapshot(snapshotHash, () => snapshotBody(db, snapshotId));
}

/** The questions the farm's production system makes critical given the answers (issue 22: no N/A there). */
const criticalIds = (snapshot: TemplateBody, answers: Map<number, string>) =>
  applicability(snapshot, answersByAnswerIdOf(snapshot, answers)).critical;

async function contextFor(
  db: Executor,
  user: AuthUser,
  row: SurveyRow,
  entry: FlowEntry | null,
  included: FlowEntry[],
  answers: Map<number, string>,
  snapshot: TemplateBody,
): Promise<QuestionContext> {
  const readOnly = row.state === 'SCORED' || !can(user.authorities, 'answerQuestions');
  return questionContext(db, row, entry, included, answers, readOnly, criticalIds(snapshot, answers));
}

/**
 * Issue 22: the farm's production system answers its question, and N/A is refused where that system makes a
 * question critical. Both are refusals of the answer (400), checked against the answers as they stand.
 */
async function checkFarmRules(
  db: Executor,
  row: SurveyRow,
  snapshot: TemplateBody,
  questionId: number,
  value: string,
  answers: Map<number, string>,
) {
  // Only the production-system question needs the farm: other answers skip the read (issue 25: statements per write).
  const fromFarm =
    productionSystemQuestionOf(snapshot)?.id === questionId
      ? productionSystemAnswer(snapshot, (await farmForScoring(db, row.farmId)).productionSystem)
      : null;
  if (fromFarm && fromFarm.answer !== value) {
    throw new AppError('VALIDATION', validationMessages.productionSystemFromFarm, {
      answerValue: validationMessages.productionSystemFromFarm,
    });
  }
  if (value === NA_ANSWER && criticalIds(snapshot, answers).has(questionId)) {
    throw new AppError('VALIDATION', validationMessages.notApplicableRefused, { answerValue: validationMessages.notApplicableRefused });
  }
}

/** GET /survey/{id}/current: the question at the user's cursor, or FINISH when nothing is left. */
export async function currentQuestion(ctx: AppContext, user: AuthUser, surveyExtId: string) {
  const db = ctx.database.db;
  const row = await visibleSurvey(ctx, user, surveyExtId);
  const answers = await answersOf(db, row.id);
  const snapshot = await snapshotOf(db, row);
  const included = includedEntries(snapshot, flowOrder(snapshot), answers);
  const cursor = await cursorOf(db, row.id, user.id);
  const entry = (cursor !== null && included.find((e) => e.question.id === cursor)) || firstOpen(included, answers);
  return contextFor(db, user, row, entry ?? null, included, answers, snapshot);
}

/** GET /toc/jump/…: moves the user's cursor to a question that applies. */
export async function jumpTo(ctx: AppContext, user: AuthUser, surveyExtId: string, sectionId: number, stepId: number, questionId: number) {
  const db = ctx.database.db;
  const row = await visibleSurvey(ctx, user, surveyExtId);
  const answers = await answersOf(db, row.id);
  const snapshot = await snapshotOf(db, row);
  const all = flowOrder(snapshot);
  const target = all.find((e) => e.section.id === sectionId && e.step.id === stepId && e.question.id === questionId);
  if (!target) throw new AppError('NOT_FOUND', serverMessages.notFound);
  const included = includedEntries(snapshot, all, answers);
  if (!included.includes(target)) throw new AppError('VALIDATION', refusalMessages.questionNotApplicable);
  await setCursor(db, row.id, user.id, questionId);
  return contextFor(db, user, row, target, included, answers, snapshot);
}

/** POST /survey/{id}/next: validates and saves one answer, then moves the cursor on (docs/requirements.md#decisions-audits). */
export async function answerAndNext(ctx: AppContext, user: AuthUser, surveyExtId: string, questionId: number, answerValue: string) {
  const db = ctx.database.db;
  const row = await visibleSurvey(ctx, user, surveyExtId);
  requireCapability(user, 'answerQuestions');
  if (row.state === 'SCORED') throw new AppError('CONFLICT', refusalMessages.scoredReadOnly);
  const snapshot = await snapshotOf(db, row);
  const all = flowOrder(snapshot);
  const entry = all.find((e) => e.question.id === questionId);
  if (!entry) throw new AppError('NOT_FOUND', serverMessages.notFound);
  const type = entry.question.answerType;
  // Rich text is sanitised first, then validated, so markup that sanitises to nothing counts as empty.
  const raw = type === 'LONG_TEXT' ? sanitizeRichText(answerValue) : answerValue;
  const checked = validateAnswer(type, raw, answerContextOf(entry.question));
  if (!checked.ok) throw new AppError('VALIDATION', checked.message, { answerValue: checked.message });
  if (entry.question.answerType === 'USER' && !(await memberByExternalId(db, row.companyId, checked.value))) {
    throw new AppError('VALIDATION', validationMessages.optionRequired, { answerValue: validationMessages.optionRequired });
  }

  return db.transaction().execute(async (tx) => {
    // Locking the audit row first serialises answers and scoring; a score committed meanwhile makes it read-only.
    const now = nowIso();
    const stored = await lockUnscoredSurvey(tx, row.id, now, user.email);
    if (!stored) throw new AppError('CONFLICT', refusalMessages.scoredReadOnly);
    const answers = await answersOf(tx, row.id);
    if (!includedEntries(snapshot, all, answers).some((e) => e.question.id === questionId))
      throw new AppError('VALIDATION', refusalMessages.questionNotApplicable);
    await checkFarmRules(tx, row, snapshot, questionId, checked.value, answers);
    const before = answers.get(questionId) ?? null;
    await upsertAnswer(tx, {
      surveyId: row.id,
      questionId,
      answerId: entry.question.answer.id,
      answerStr: checked.value,
      answeredBy: user.id,
      answeredAt: now,
    });
    answers.set(questionId, checked.value);
    const included = includedEntries(snapshot, all, answers);
    const open = included.filter((e) => !answers.has(e.question.id)).length;
    const complete = open === 0;
    if (stored.openQuestions !== open || stored.isComplete !== (complete ? 1 : 0)) await markProgress(tx, row.id, open);
    const next = nextAfter(included, answers, questionId);
    await setCursor(tx, row.id, user.id, next?.question.id ?? null);
    if (before !== checked.value) {
      await recordCompanyActivity(tx, row.companyId, {
        actor: actorOf(user),
        method: 'UPDATE',
        target: 'SURVEY',
        targetName: row.name,
        targetExtId: row.externalId,
        changes: await answerChange(tx, row.companyId, entry, before, checked.value),
      });
    }
    const fresh = { ...row, state: 'IN_PROGRESS', isComplete: complete ? 1 : 0, openQuestions: open };
    return contextFor(tx, user, fresh, next, included, answers, snapshot);
  });
}

/** GET /survey/{id}/sections: sections with steps and questions for the dropdowns. */
export async function surveySections(ctx: AppContext, user: AuthUser, surveyExtId: string) {
  const db = ctx.database.db;
  const row = await visibleSurvey(ctx, user, surveyExtId);
  const answers = await answersOf(db, row.id);
  const snapshot = await snapshotOf(db, row);
  const included = new Set(includedEntries(snapshot, flowOrder(snapshot), answers).map((e) => e.question.id));
  const byOrdinal = <T extends { ordinal: number; id: number }>(a: T, b: T) => a.ordinal - b.ordinal || a.id - b.id;
  return [...snapshot.sections].sort(byOrdinal).map((s) => ({
    id: s.id,
    externalId: String(s.id),
    name: s.name,
    ordinal: s.ordinal,
    steps: [...s.steps].sort(byOrdinal).map((st) => ({
      id: st.id,
      externalId: String(st.id),
      name: st.name,
      title: st.title,
      ordinal: st.ordinal,
      questions: [...st.questions].sort(byOrdinal).map((q) => ({
        id: q.id,
        name: q.name,
        ordinal: q.ordinal,
        text: q.text,
        included: included.has(q.id),
        answered: answers.has(q.id),
      })),
    })),
  }));
}
