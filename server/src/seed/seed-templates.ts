import { defaultTemplates } from '@aquarisk/contract/template/default-template';
import type { DB } from '../db/database.ts';
import { newExternalId } from '../lib/ids.ts';
import { insertTemplate } from '../modules/templates/index.ts';

/**
 * The default templates ship with the product, one per farm type (docs/templates.md): they are added when no
 * template exists. A database that already holds templates keeps them as they are; an admin adds the others by
 * uploading them (the JSON files come from `defaultTemplates`).
 */
export async function ensureDefaultTemplates(db: DB): Promise<boolean> {
  const any = await db.selectFrom('templates').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await db.transaction().execute(async (tx) => {
    for (const t of defaultTemplates) await insertTemplate(tx, { externalId: newExternalId(), body: t.body, by: 'system' });
  });
  return true;
}
