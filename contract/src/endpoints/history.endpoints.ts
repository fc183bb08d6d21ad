import { z } from 'zod';
import { externalIdSchema, idParams } from '../schemas/common.schema.ts';
import { auditComparisonSchema, comparableAuditsSchema } from '../schemas/compare.schema.ts';
import { endpoint } from './endpoint.ts';

const tags = ['history'];
const signedIn = { base: 'api', auth: 'signedIn' } as const;

/**
 * A farm's history (issue 26). The comparison hangs under one audit, like its results: each id is checked as any
 * audit is (404 when not visible), and the link names both audits.
 */
export const historyEndpoints = {
  compare: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/survey/:id/compare/:otherId',
    access: 'member',
    tokens: 'read',
    summary:
      'Two scored audits of one farm side by side, older first: scores and bands per section, changed answers, caps gained and lost, actions opened and closed between them (400: other farms or the same audit; 409: not scored)',
    tags,
    params: idParams.extend({ otherId: externalIdSchema }),
    success: { status: 200, schema: auditComparisonSchema },
    moreErrors: [409],
  }),
  comparable: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/survey/:id/comparable',
    access: 'member',
    tokens: 'read',
    summary: "The farm's other scored audits the caller sees, newest first (what the results screen offers to compare with)",
    tags,
    params: z.object({ id: externalIdSchema }),
    success: { status: 200, schema: comparableAuditsSchema },
  }),
};
