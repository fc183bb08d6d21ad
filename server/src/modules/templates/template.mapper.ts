import { templateBody, type TemplateRow } from './template.repository.ts';

/** A template row as the API answers it: its body with its id and dates. */
export function toTemplate(row: TemplateRow) {
  return { id: row.externalId, creationDate: row.createdAt, updatedAt: row.updatedAt, ...templateBody(row) };
}

/** A template row as the template list shows it: counts instead of the body. */
export function toTemplateSummary(row: TemplateRow) {
  const body = templateBody(row);
  const questions = body.sections.reduce((n, s) => n + s.steps.reduce((m, st) => m + st.questions.length, 0), 0);
  return {
    id: row.externalId,
    name: row.name,
    creationDate: row.createdAt,
    updatedAt: row.updatedAt,
    sectionCount: body.sections.length,
    questionCount: questions,
    farmType: body.farmType ?? null,
  };
}
