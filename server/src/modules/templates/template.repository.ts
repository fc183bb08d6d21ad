import type { Selectable } from 'kysely';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import type { TemplatesTable } from '../../db/schema.ts';

export type TemplateRow = Selectable<TemplatesTable>;

export function listTemplates(db: Executor) {
  return db.selectFrom('templates').selectAll().orderBy('name').execute();
}

export function findTemplate(db: Executor, externalId: string) {
  return db.selectFrom('templates').selectAll().where('externalId', '=', externalId).executeTakeFirst();
}

export function findTemplateByName(db: Executor, name: string) {
  return db.selectFrom('templates').selectAll().where('name', '=', name).executeTakeFirst();
}

export function insertTemplate(db: Executor, v: { externalId: string; body: TemplateBody; by: string }) {
  const now = nowIso();
  return db
    .insertInto('templates')
    .values({
      externalId: v.externalId,
      name: v.body.name,
      bodyJson: JSON.stringify(v.body),
      createdAt: now,
      createdBy: v.by,
      updatedAt: now,
      updatedBy: v.by,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateTemplate(db: Executor, id: number, body: TemplateBody, by: string) {
  return db
    .updateTable('templates')
    .set({ name: body.name, bodyJson: JSON.stringify(body), updatedAt: nowIso(), updatedBy: by })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function templateBody(row: TemplateRow): TemplateBody {
  return JSON.parse(row.bodyJson) as TemplateBody;
}
