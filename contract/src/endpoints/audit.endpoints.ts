import { z } from 'zod';
import { externalIdSchema, idParams } from '../schemas/common.schema.ts';
import { farmSchema } from '../schemas/farm.schema.ts';
import { confirmStepSchema, questionContextSchema, surveySectionsSchema } from '../schemas/question-flow.schema.ts';
import { auditResultsSchema, resultsQuerySchema, scoreResultSchema, stepResultsSchema } from '../schemas/results.schema.ts';
import {
  auditGroupsSchema,
  jumpParamsSchema,
  launchResultSchema,
  launchSchema,
  nextAnswerSchema,
  surveyDetailSchema,
  surveyListPageSchema,
  surveyListQuerySchema,
  surveyYearsSchema,
} from '../schemas/survey.schema.ts';
import { addUserByEmailSchema, auditPersonSchema, autocompleteSchema, surveyUsersSchema, userSchema } from '../schemas/user.schema.ts';
import { answerBatchResultSchema, answerBatchSchema } from '../schemas/answer-batch.schema.ts';
import { offlinePackageSchema } from '../schemas/offline-package.schema.ts';
import { endpoint } from './endpoint.ts';

const tags = ['audits'];
const signedIn = { base: 'api', auth: 'signedIn' } as const;
/** `?showMediaCats`, `?showMediaCats=true`: present and not 'false'. */
const surveyFarmQuery = z.object({ showMediaCats: z.string().optional() });
const stepParams = z.object({
  id: externalIdSchema,
  sectionId: z.coerce.number().int().positive(),
  stepId: z.coerce.number().int().positive(),
});

/** Audits: the lists, one audit, the question flow, launch (docs/requirements.md#core-7, #results-7). */
export const auditEndpoints = {
  list: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/survey',
    summary: 'Audits grouped as companies → farms → surveys, one page',
    tags,
    query: surveyListQuerySchema,
    success: { status: 200, schema: surveyListPageSchema },
  }),
  years: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/survey/created/year',
    summary: 'The years audits were launched in (optionally of one company)',
    tags,
    query: z.object({ filterCompanyExtId: externalIdSchema.optional() }),
    success: { status: 200, schema: surveyYearsSchema },
  }),
  get: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/survey/:id',
    summary: 'One audit',
    tags,
    params: idParams,
    success: { status: 200, schema: surveyDetailSchema },
  }),
  farm: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/survey/:id/farm',
    summary: "The audit's farm, its audit date the audit's own (`showMediaCats`: with its media categories)",
    tags,
    params: idParams,
    query: surveyFarmQuery,
    success: { status: 200, schema: farmSchema },
  }),
  current: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/survey/:id/current',
    summary: "The question at the caller's cursor, or FINISH (409: the audit has no questions)",
    tags,
    params: idParams,
    success: { status: 200, schema: questionContextSchema },
    moreErrors: [409],
  }),
  next: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/survey/:id/next',
    summary: 'Save one answer and move to the next question',
    tags,
    params: idParams,
    body: nextAnswerSchema,
    success: { status: 200, schema: questionContextSchema },
  }),
  answerBatch: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/survey/:id/answers',
    summary: 'Save answers queued offline, in order, in one transaction (issue 27): per answer, saved or refused and why',
    tags,
    params: idParams,
    body: answerBatchSchema,
    success: { status: 200, schema: answerBatchResultSchema },
    // 429: the user's write budget (issue 37 item 22)
    moreErrors: [409, 429],
  }),
  offlinePackage: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/survey/:id/offline',
    summary: 'Everything needed to answer the audit offline: snapshot, answers, cursor, people, actions (issue 27)',
    tags,
    params: idParams,
    success: { status: 200, schema: offlinePackageSchema },
    moreErrors: [409],
  }),
  confirmStep: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/survey/:id/confirm-step',
    summary: "Confirm the step's carried answers unchanged (issue 26 item 1); answers the question at the caller's cursor",
    tags,
    params: idParams,
    body: confirmStepSchema,
    success: { status: 200, schema: questionContextSchema },
    moreErrors: [409],
  }),
  sections: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/survey/:id/sections',
    summary: "The audit's table of contents: sections, steps and questions with their state",
    tags,
    params: idParams,
    success: { status: 200, schema: surveySectionsSchema },
    moreErrors: [409],
  }),
  jump: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/toc/jump/:surveyId/section/:s/step/:st/question/:q',
    summary: 'Move the cursor to a question',
    tags,
    params: jumpParamsSchema,
    success: { status: 200, schema: questionContextSchema },
    moreErrors: [409],
  }),
  // A farm's audits: registered by the audits module (farms sit below audits in docs/architecture.md), listed under farms.
  farmAudits: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/company/:id/farm/:farmId/survey',
    summary: "A farm's audits, grouped",
    tags: ['farms'],
    params: z.object({ id: externalIdSchema, farmId: externalIdSchema }),
    success: { status: 200, schema: auditGroupsSchema },
  }),
  launch: endpoint({
    base: 'admin',
    auth: 'signedIn',
    method: 'POST',
    path: '/template/:id/launch',
    summary: 'Launch an audit on a farm from a template',
    tags,
    params: idParams,
    body: launchSchema,
    success: { status: 200, schema: launchResultSchema },
  }),
};

/** Scoring and results of an audit (docs/requirements.md#results-7). */
export const auditResultEndpoints = {
  score: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/survey/:id/score',
    summary: 'Score the audit (admin, auditor); 409 when incomplete',
    tags: ['results'],
    params: idParams,
    success: { status: 200, schema: scoreResultSchema },
  }),
  results: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/survey/:id/score',
    summary: "The scored audit's results: sections, steps, risk bands (`riskFilter` narrows the steps); 409 when not scored",
    tags: ['results'],
    params: idParams,
    query: resultsQuerySchema,
    success: { status: 200, schema: auditResultsSchema },
    moreErrors: [409],
  }),
  step: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/survey/:id/score/section/:sectionId/step/:stepId',
    summary: "One step's results, question by question",
    tags: ['results'],
    params: stepParams,
    query: resultsQuerySchema,
    success: { status: 200, schema: stepResultsSchema },
    moreErrors: [409],
  }),
};

/** The people of an audit (docs/requirements.md#results-7). */
export const auditUserEndpoints = {
  list: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/survey/:id/user',
    summary: 'The people assigned to the audit',
    tags: ['audit users'],
    params: idParams,
    success: { status: 200, schema: surveyUsersSchema },
  }),
  search: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/survey/:id/user-ac',
    summary: "The audit's people by name (assignees, farm users, people named in answers), for USER answers",
    tags: ['audit users'],
    params: idParams,
    body: autocompleteSchema,
    success: { status: 200, schema: z.array(auditPersonSchema) },
  }),
  add: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/survey/:id/user',
    summary: 'Assign a company user to the audit, by e-mail',
    tags: ['audit users'],
    params: idParams,
    body: addUserByEmailSchema,
    success: { status: 201, schema: userSchema },
  }),
  remove: endpoint({
    ...signedIn,
    method: 'DELETE',
    path: '/survey/:id/user/:userId',
    summary: 'Take a user off the audit',
    tags: ['audit users'],
    params: idParams.extend({ userId: externalIdSchema }),
    success: { status: 200, schema: userSchema },
  }),
};
