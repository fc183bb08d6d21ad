import { newActionSchema, type NewActionInput } from '@aquarisk/contract/schemas/action.schema';

export type ActionField = 'title' | 'description' | 'riskLevel';
const order: ActionField[] = ['title', 'description', 'riskLevel'];

/** The New Action checks run title → description → risk level; only the first failure is shown (docs/requirements.md#results-5). */
export function firstActionFailure(values: NewActionInput): { field: ActionField; message: string } | null {
  const result = newActionSchema.safeParse(values);
  if (result.success) return null;
  for (const field of order) {
    const issue = result.error.issues.find((i) => i.path[0] === field);
    if (issue) return { field, message: issue.message };
  }
  return null;
}
