import { z } from 'zod';
import { refusalMessages } from '../messages.ts';
import { idParams } from '../schemas/common.schema.ts';
import { templateSummarySchema } from '../schemas/template-summary.schema.ts';
import { templateResponseSchema } from '../template/template-response.schema.ts';
import { endpoint } from './endpoint.ts';

const tags = ['templates'];
const admin = { base: 'admin', auth: 'signedIn' } as const;

/** POST /template/{id}: the edited template (validated by the service), under its name; `saveAsNew` creates another. */
export const templateSaveSchema = z.object({
  name: z.string().trim().min(1, { error: refusalMessages.templateNameRequired }).max(255),
  template: z.unknown(),
  saveAsNew: z.boolean().optional(),
});

/** Audit templates: list, create from a file, edit, download (docs/requirements.md#results-4). */
export const templateEndpoints = {
  list: endpoint({
    ...admin,
    method: 'GET',
    path: '/template',
    access: 'manageTemplates',
    tokens: 'read',
    summary: 'Every template, sorted by name, with its counts and farm type',
    tags,
    success: { status: 200, schema: z.array(templateSummarySchema) },
  }),
  create: endpoint({
    ...admin,
    method: 'POST',
    path: '/template',
    access: 'manageTemplates',
    tokens: 'readWrite',
    summary: 'Create a template from a .json or .csv file (multipart: name, file)',
    tags,
    bodyType: 'multipart',
    success: { status: 201, schema: templateResponseSchema },
  }),
  get: endpoint({
    ...admin,
    method: 'GET',
    path: '/template/:id',
    access: 'manageTemplates',
    tokens: 'read',
    summary: 'One template, whole',
    tags,
    params: idParams,
    success: { status: 200, schema: templateResponseSchema },
  }),
  save: endpoint({
    ...admin,
    method: 'POST',
    path: '/template/:id',
    access: 'manageTemplates',
    tokens: 'readWrite',
    summary: "Save a template (200), or 'Save as new' under a new file name (201)",
    tags,
    params: idParams,
    body: templateSaveSchema,
    success: { status: 200, schema: templateResponseSchema, also: [201] },
  }),
  download: endpoint({
    ...admin,
    method: 'GET',
    path: '/template/:id/download',
    access: 'manageTemplates',
    tokens: 'read',
    summary: 'The template as a JSON file named after it',
    tags,
    params: idParams,
    success: { status: 200 },
    produces: ['application/json'],
  }),
  csv: endpoint({
    ...admin,
    method: 'GET',
    path: '/template/:id.csv',
    access: 'manageTemplates',
    tokens: 'read',
    summary: 'The template as a CSV file (docs/formats/template-csv.md) that uploads again as the same template',
    tags,
    params: idParams,
    success: { status: 200 },
    produces: ['text/csv'],
  }),
};
