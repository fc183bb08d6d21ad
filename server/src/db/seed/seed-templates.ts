import { defaultTemplate } from '@aquarisk/contract/template/default-template';
import { templateBodySchema } from '@aquarisk/contract/template/template.schema';
import { deriveTemplateScores } from '@aquarisk/contract/template/template-rules';
import type { DB } from '../database.ts';
import { newExternalId } from '../../lib/ids.ts';
import { insertTemplate } from '../../modules/templates/template.repository.ts';

/** The default template ships with the product: it is added whenever no template exists. */
export async function ensureDefaultTemplate(db: DB): Promise<boolean> {
  const any = await db.selectFrom('templates').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await insertTemplate(db, { externalId: newExternalId(), body: deriveTemplateScores(templateBodySchema.parse(defaultTemplate)), by: 'system' });
  return true;
}
