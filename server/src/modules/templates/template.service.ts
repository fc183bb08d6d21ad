import { serverMessages } from '@aquarisk/contract/messages';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { templateToCsv } from '@aquarisk/contract/template/template-csv';
import { templateChanges } from '@aquarisk/contract/template/template-diff';
import { templateFileName } from '@aquarisk/contract/template/template-file-name';
import type { AppContext } from '../../app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newExternalId } from '../../lib/ids.ts';
import { actorOf, type AuthUser } from '../../lib/request-user.ts';
import type { Executor } from '../../db/database.ts';
import { recordActivity } from '../activity-log/index.ts';
import { toTemplateSummary } from './template.mapper.ts';
import * as repo from './template.repository.ts';
import { checkTemplateBody, parseTemplateFile } from './template-file.ts';

export async function listTemplates(ctx: AppContext) {
  return (await repo.listTemplates(ctx.database.db)).map(toTemplateSummary);
}

export async function getTemplate(ctx: AppContext, externalId: string) {
  const row = await repo.findTemplate(ctx.database.db, externalId);
  if (!row) throw notFound();
  return row;
}

async function ensureNameFree(db: Executor, name: string, exceptId?: number) {
  const other = await repo.findTemplateByName(db, name);
  if (other && other.id !== exceptId)
    throw new AppError('ALREADY_EXISTS', serverMessages.templateNameTaken, { name: serverMessages.templateNameTaken });
}

async function insertWithLog(db: Executor, user: AuthUser, body: TemplateBody, method: 'ADD' | 'UPLOAD') {
  await ensureNameFree(db, body.name);
  const row = await repo.insertTemplate(db, { externalId: newExternalId(), body, by: user.email });
  await recordActivity(db, {
    actor: actorOf(user),
    method,
    target: 'TEMPLATE',
    targetName: row.name,
    targetExtId: row.externalId,
    company: null,
    changes: { name: [null, row.name], questions: [null, toTemplateSummary(row).questionCount] },
  });
  return row;
}

/** Create Template: a name and a .json or .csv file. */
export async function createFromFile(ctx: AppContext, user: AuthUser, name: string, fileName: string, content: string) {
  const body = parseTemplateFile(fileName, content, name);
  return ctx.database.db.transaction().execute((tx) => insertWithLog(tx, user, body, 'UPLOAD'));
}

/** Save (by id) or 'Save as new' under a new file name. */
export async function saveTemplate(
  ctx: AppContext,
  user: AuthUser,
  externalId: string,
  input: { name: string; template: unknown; saveAsNew?: boolean | undefined },
) {
  const db = ctx.database.db;
  const existing = await getTemplate(ctx, externalId);
  const body = checkTemplateBody(input.template, input.name);
  if (input.saveAsNew) return db.transaction().execute((tx) => insertWithLog(tx, user, body, 'ADD'));
  return db.transaction().execute(async (tx) => {
    await ensureNameFree(tx, body.name, existing.id);
    const row = await repo.updateTemplate(tx, existing.id, body, user.email);
    await recordActivity(tx, {
      actor: actorOf(user),
      method: 'UPDATE',
      target: 'TEMPLATE',
      targetName: row.name,
      targetExtId: row.externalId,
      company: null,
      // Which section, step, question, option or score changed, by name (issue 21 item 19).
      changes: templateChanges(repo.templateBody(existing), repo.templateBody(row)),
    });
    return row;
  });
}

/** A template download as DOWNLOAD; the CSV export names its file like the PDF forms, the JSON download never did. */
export async function logTemplateDownload(ctx: AppContext, user: AuthUser, row: repo.TemplateRow, document?: string) {
  await recordActivity(ctx.database.db, {
    actor: actorOf(user),
    method: 'DOWNLOAD',
    target: 'TEMPLATE',
    targetName: row.name,
    targetExtId: row.externalId,
    company: null,
    changes: document ? { document: [null, document] } : {},
  });
}

export async function downloadTemplate(ctx: AppContext, user: AuthUser, externalId: string) {
  const row = await getTemplate(ctx, externalId);
  await logTemplateDownload(ctx, user, row);
  return row;
}

/**
 * GET /admin/api/v1/template/{id}.csv: the template in the CSV format that Create Template reads
 * (docs/formats/template-csv.md), so the file uploads again as the same template.
 */
export async function exportTemplateCsv(ctx: AppContext, user: AuthUser, externalId: string) {
  const row = await getTemplate(ctx, externalId);
  const fileName = templateFileName(row.name, 'csv');
  const csv = templateToCsv(repo.templateBody(row));
  await logTemplateDownload(ctx, user, row, fileName);
  return { fileName, csv };
}

/** A template row as the seed stores the default templates (no caller, no log). */
export function insertTemplate(db: Executor, v: { externalId: string; body: TemplateBody; by: string }) {
  return repo.insertTemplate(db, v);
}
