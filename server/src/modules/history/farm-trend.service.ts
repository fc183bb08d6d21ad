import { answerUnitLabels } from '@aquarisk/contract/answer-types';
import { measures } from '@aquarisk/contract/scoring/rules/measures';
import { resolveRules } from '@aquarisk/contract/scoring/rules/rule-packs';
import {
  TREND_ENV_AUDITS,
  TREND_ENV_BUCKETS,
  trendMeasureKeys,
  type FarmTrend,
  type TrendAudit,
  type TrendEnvironmentSeries,
  type TrendMeasure,
} from '@aquarisk/contract/schemas/trend.schema';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { farmViewerOfAudit, type FarmViewer, visibleFarm, visibleAudit } from '../access/index.ts';
import { snapshotOf } from '../question-flow/index.ts';
import {
  answersTo,
  environmentParametersOf,
  farmForTrend,
  scoredAuditsOfFarm,
  overviewsOf,
  sectionScoresOf,
  type TrendAuditRow,
} from './farm-trend.repository.ts';
import { thinOnAxis } from './trend-thinning.ts';

type MeasureKey = (typeof trendMeasureKeys)[number];
const isTrendMeasure = (key: string | undefined): key is MeasureKey => !!key && (trendMeasureKeys as readonly string[]).includes(key);

/** The priced questions of a snapshot: the first question naming each measure, with its unit. */
function pricedQuestions(snapshot: TemplateBody): Map<MeasureKey, { questionId: number; unit: string | null }> {
  const found = new Map<MeasureKey, { questionId: number; unit: string | null }>();
  for (const question of snapshot.sections.flatMap((s) => s.steps.flatMap((st) => st.questions))) {
    const key = question.ruleKey ?? undefined;
    if (!isTrendMeasure(key) || found.has(key)) continue;
    const unit = question.answerUnits ? answerUnitLabels[question.answerUnits] : '';
    found.set(key, { questionId: question.id, unit: unit || null });
  }
  return found;
}

const dateOf = (r: Pick<TrendAuditRow, 'surveyDate' | 'createdAt'>) => r.surveyDate ?? r.createdAt;
const olderFirst = (a: TrendAuditRow, b: TrendAuditRow) =>
  dateOf(a).localeCompare(dateOf(b)) || a.createdAt.localeCompare(b.createdAt) || a.id - b.id;

/** The snapshot of each audit that has one, each distinct body read once (and cached by its hash). */
async function snapshotsOf(ctx: AppContext, rows: readonly TrendAuditRow[]) {
  const byHash = new Map<string, Promise<TemplateBody>>();
  for (const r of rows) {
    if (r.snapshotId === null || !r.snapshotHash || byHash.has(r.snapshotHash)) continue;
    byHash.set(r.snapshotHash, snapshotOf(ctx.database.db, r));
  }
  const bodies = new Map<string, TemplateBody>();
  for (const [hash, body] of byHash) bodies.set(hash, await body);
  return new Map(rows.map((r) => [r.id, r.snapshotHash ? bodies.get(r.snapshotHash) : undefined]));
}

/**
 * The environmental series of the farm's latest TREND_ENV_AUDITS audits with readings, one series per parameter key on
 * one time axis: read from each parameter's overview (at most 200 points, written at import), then each audit's
 * stretch thinned to its share of TREND_ENV_BUCKETS, so a series has at most TREND_ENV_MAX_POINTS points. Two queries,
 * a bounded number of rows.
 */
async function environmentOf(ctx: AppContext, rows: readonly TrendAuditRow[]): Promise<TrendEnvironmentSeries[]> {
  const db = ctx.database.db;
  const all = await environmentParametersOf(
    db,
    rows.map((r) => r.id),
  );
  // An audit's index in `rows` (older first), which is its index in the trend's `audits`.
  const order = new Map(rows.map((r, i) => [r.id, i]));
  const latest = new Set(
    [...new Set(all.map((p) => p.surveyId))].sort((a, b) => (order.get(b) ?? 0) - (order.get(a) ?? 0)).slice(0, TREND_ENV_AUDITS),
  );
  const params = all.filter((p) => latest.has(p.surveyId));
  const overview = await overviewsOf(
    db,
    params.map((p) => p.id),
  );
  if (overview.length === 0) return [];
  const paramOf = new Map(params.map((p) => [p.id, p]));
  // A key's label, unit and place as its newest audit names them.
  const byKey = new Map<string, { label: string; unit: string | null; newest: number; ordinal: number }>();
  for (const p of params) {
    const at = order.get(p.surveyId) ?? 0;
    const seen = byKey.get(p.key);
    if (!seen || at > seen.newest) byKey.set(p.key, { label: p.label, unit: p.unit, newest: at, ordinal: p.ordinal });
  }
  return [...byKey.entries()]
    .sort(([, a], [, b]) => a.ordinal - b.ordinal || a.label.localeCompare(b.label))
    .map(([key, { label, unit }]) => {
      const bySurvey = new Map<number, { tsMs: number; value: number; audit: number }[]>();
      for (const o of overview) {
        const param = paramOf.get(o.parameterId);
        if (param?.key !== key) continue;
        const list = bySurvey.get(param.surveyId) ?? [];
        list.push({ tsMs: o.tsMs, value: o.value, audit: order.get(param.surveyId)! });
        bySurvey.set(param.surveyId, list);
      }
      // Each audit's stretch of the axis gets an equal share of the buckets, so a month of readings is not squeezed
      // into a sliver of a four-year axis; the gaps between audits take none.
      const share = Math.max(1, Math.floor(TREND_ENV_BUCKETS / Math.max(1, bySurvey.size)));
      const points = [...bySurvey.values()]
        .flatMap((list) => thinOnAxis(list, Math.min(...list.map((p) => p.tsMs)), Math.max(...list.map((p) => p.tsMs)), share))
        .sort((a, b) => a.tsMs - b.tsMs);
      return { key, label, unit, points };
    })
    .filter((s) => s.points.length > 0);
}

/**
 * The trend of a farm (issue 26 item 5) over its scored audits the caller sees: a fixed number of queries whatever the
 * farm's history (the audits, their section scores, their answers to the priced questions, the environmental
 * parameters and their thinned readings) plus one per distinct template snapshot, which is cached.
 */
async function trendOf(ctx: AppContext, viewer: FarmViewer, farm: Awaited<ReturnType<typeof farmForTrend>>): Promise<FarmTrend> {
  const db = ctx.database.db;
  const rows = (await scoredAuditsOfFarm(db, viewer, farm.id)).sort(olderFirst);
  const ids = rows.map((r) => r.id);
  const snapshots = await snapshotsOf(ctx, rows);
  const priced = new Map(
    rows.map((r) => [
      r.id,
      (() => {
        const s = snapshots.get(r.id);
        return s ? pricedQuestions(s) : new Map<MeasureKey, { questionId: number; unit: string | null }>();
      })(),
    ]),
  );
  const questionIds = [...new Set([...priced.values()].flatMap((m) => [...m.values()].map((q) => q.questionId)))];
  const [sections, answers, environment] = await Promise.all([
    sectionScoresOf(db, ids),
    answersTo(db, ids, questionIds),
    environmentOf(ctx, rows),
  ]);

  const answerOf = new Map(answers.map((a) => [`${a.surveyId}:${a.questionId}`, a.answerStr]));
  const audits: TrendAudit[] = rows.map((r) => ({
    externalId: r.externalId,
    name: r.name,
    date: dateOf(r),
    normScore: r.normScore,
    risk: r.risk ?? 'UNKNOWN',
    sections: sections
      .filter((s) => s.surveyId === r.id)
      .map((s) => ({ id: s.sectionId, name: s.name, normScore: s.normScore, risk: s.risk })),
  }));

  const rules = resolveRules({ species: farm.species, country: farm.country, region: farm.stateProvince });
  const measureList: TrendMeasure[] = [];
  for (const key of trendMeasureKeys) {
    let unit: string | null = null;
    const points: TrendMeasure['points'] = [];
    for (const r of rows) {
      const q = priced.get(r.id)?.get(key);
      if (!q) continue;
      const text = answerOf.get(`${r.id}:${q.questionId}`);
      const value = text === undefined || text.trim() === '' ? NaN : Number(text);
      if (!Number.isFinite(value)) continue;
      unit = q.unit;
      points.push({ surveyExtId: r.externalId, date: dateOf(r), value });
    }
    if (points.length === 0) continue;
    const limits = (rules.byKey.get(key)?.limits ?? []).map((l) => ({
      kind: l.kind,
      op: l.breach.op,
      value: l.breach.value,
      text: l.text,
      source: l.source,
    }));
    measureList.push({ key, label: measures[key].label, unit, limits, points });
  }
  return { farmName: farm.name, audits, measures: measureList, environment };
}

/** GET /company/{id}/farm/{farmId}/trend: the farm as the caller may see it (404 otherwise). */
export async function farmTrend(ctx: AppContext, user: AuthUser, companyExtId: string, farmExtId: string): Promise<FarmTrend> {
  const { farm, viewer } = await visibleFarm(ctx, user, companyExtId, farmExtId);
  return trendOf(ctx, viewer, {
    id: farm.id,
    name: farm.name,
    species: farm.species,
    country: farm.country,
    stateProvince: farm.stateProvince,
  });
}

/** GET /survey/{id}/trend: the trend of the farm of an audit the caller may see (404 otherwise). */
export async function surveyTrend(ctx: AppContext, user: AuthUser, surveyExtId: string): Promise<FarmTrend> {
  const row = await visibleAudit(ctx, user, surveyExtId);
  return trendOf(ctx, farmViewerOfAudit(user, row), await farmForTrend(ctx.database.db, row.farmId));
}
