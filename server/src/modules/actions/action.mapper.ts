import type { Action } from '@aquarisk/contract/schemas/action.schema';
import type { ActionRiskLevel } from '@aquarisk/contract/risk';
import type { ActionRow } from './action.repository.ts';

/** An action row as the API answers it. */
export function toAction(r: ActionRow): Action {
  return {
    externalId: r.externalId,
    title: r.title,
    description: r.description,
    riskLevel: r.riskLevel as ActionRiskLevel,
    createdByName: r.createdByName,
    createdAt: r.createdAt,
    closedAt: r.closedAt,
    closedByName: r.closedByName,
    closedDescription: r.closedDescription,
    sectionId: r.sectionId,
    stepId: r.stepId,
    questionId: r.questionId,
    owner: r.ownerExtId ? { externalId: r.ownerExtId, name: r.ownerName ?? '' } : null,
    dueOn: r.dueOn,
  };
}
