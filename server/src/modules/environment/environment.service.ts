import { refusalMessages } from '@aquarisk/contract/messages';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { sanitizeFileName } from '@aquarisk/contract/file-name';
import { externalIdSchema } from '@aquarisk/contract/schemas/common.schema';
import type { EnvironmentData, EnvironmentUploadResult } from '@aquarisk/contract/schemas/environment.schema';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOf, type AuthUser } from '../../lib/request-user.ts';
import { visibleAudit } from '../access/index.ts';
import { readStreamingMultipart } from '../../lib/multipart-stream.ts';
import { uploadGuard } from '../../storage/upload-guard.ts';
import { recordCompanyActivity } from '../activity-log/index.ts';
import { importEnvironment } from './environment-import.service.ts';
import * as repo from './environment.repository.ts';

/** Points per series on the chart at most: 1000 buckets, each keeping its lowest and highest reading. */
export const MAX_POINTS = 2000;

/**
 * POST /data: the CSV is spooled to a temporary file while it arrives (size-limited), then imported from there
 * (importEnvironment: batches, then one short transaction that swaps the series and writes the activity entry).
 */
export async function uploadEnvironment(ctx: AppContext, user: AuthUser, req: FastifyRequest): Promise<EnvironmentUploadResult> {
  const maxBytes = ctx.config.maxDataMb * 1024 * 1024;
  const spool = path.join(os.tmpdir(), `aquarisk-csv-${randomUUID()}`);
  try {
    const { result } = await readStreamingMultipart(req, maxBytes, async (file) => {
      const id = externalIdSchema.safeParse(file.fields['surveyExtId']);
      if (!id.success) throw new AppError('BAD_REQUEST', refusalMessages.surveyIdFirst, { surveyExtId: refusalMessages.surveyIdFirst });
      const survey = await visibleAudit(ctx, user, id.data);
      await pipeline(
        file.stream,
        uploadGuard(maxBytes, 0, () => undefined),
        fs.createWriteStream(spool, { flags: 'wx' }),
      );
      return { survey, fileName: sanitizeFileName(file.fileName) };
    });
    if (!result) throw new AppError('VALIDATION', refusalMessages.csvFileRequired, { file: refusalMessages.csvFileRequired });
    const { survey, fileName } = result;
    const stored = await importEnvironment({
      db: ctx.database.db,
      surveyId: survey.id,
      source: fs.createReadStream(spool),
      fileName,
      by: user.fullName ?? user.email,
      onSwap: (tx, { rows, parameters }) =>
        recordCompanyActivity(tx, survey.companyId, {
          actor: actorOf(user),
          method: 'UPLOAD',
          target: 'SURVEY',
          targetName: survey.name,
          targetExtId: survey.externalId,
          changes: { environment: [null, fileName], rows: [null, rows], parameters: [null, parameters] },
        }),
      onCleanupError: (err) => ctx.log.error({ err, surveyId: survey.id }, 'replaced environmental series left for the stale sweep'),
    });
    return { surveyExtId: survey.externalId, ...stored };
  } finally {
    await fsp.rm(spool, { force: true });
  }
}

/** GET /survey/{id}/environment: each series with its statistics and at most MAX_POINTS points. */
export async function surveyEnvironment(ctx: AppContext, user: AuthUser, surveyExtId: string): Promise<EnvironmentData> {
  const db = ctx.database.db;
  const survey = await visibleAudit(ctx, user, surveyExtId);
  const upload = await repo.findUpload(db, survey.id);
  const stats = await repo.parameterStats(db, survey.id);
  const series = await Promise.all(
    stats.map(async (s) => {
      const count = Number(s.count);
      const from = s.fromMs === null ? null : Number(s.fromMs);
      const to = s.toMs === null ? null : Number(s.toMs);
      const rows =
        count <= MAX_POINTS || from === null || to === null
          ? await repo.allPoints(db, s.id)
          : await repo.thinnedPoints(db, s.id, from, to, MAX_POINTS / 2);
      const num = (v: number | string | null) => (v === null ? null : Number(v));
      return {
        key: s.key,
        label: s.label,
        unit: s.unit,
        count,
        min: num(s.min),
        mean: num(s.mean),
        max: num(s.max),
        points: rows.map((r) => [Number(r.tsMs), Number(r.value)] as [number, number]),
        from,
        to,
      };
    }),
  );
  const froms = series.flatMap((s) => (s.from === null ? [] : [s.from]));
  const tos = series.flatMap((s) => (s.to === null ? [] : [s.to]));
  return {
    surveyExtId: survey.externalId,
    fileName: upload?.fileName ?? null,
    uploadedAt: upload?.uploadedAt ?? null,
    from: froms.length ? new Date(Math.min(...froms)).toISOString() : null,
    to: tos.length ? new Date(Math.max(...tos)).toISOString() : null,
    series: series.map(({ from: _f, to: _t, ...s }) => s),
  };
}
