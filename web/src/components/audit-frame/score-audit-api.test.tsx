import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedKeys } from '../../lib/shared-query-keys.ts';
import { apiScoreResult } from '../../test/contract-fixtures.ts';
import { jsonResponse } from '../../test/render-with-providers.tsx';
import { seededQueryClient } from '../../test/seeded-query-client.tsx';
import { signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { auditKeys } from './audit-frame-api.ts';
import { useScoreAudit } from './score-audit-api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('useScoreAudit, the one scoring module of the audits list, the question flow and the results', () => {
  it('refreshes the audits list, the audit, its question flow and its results, and nothing of another audit', async () => {
    signInAs(userWith(['ROLE_SURVEYOR']));
    stubApi({ 'POST /api/v1/survey/s-1/score': () => jsonResponse(200, apiScoreResult()) });
    const list = [...sharedKeys.auditLists(), 'c-a', { page: 1 }];
    const results = [...sharedKeys.auditResults('s-1'), 'scores'];
    const question = [...sharedKeys.auditQuestions('s-1'), 'current'];
    const other = [...sharedKeys.auditResults('s-2'), 'scores'];
    const { wrapper, stale } = seededQueryClient([list, results, question, auditKeys.survey('s-1'), other]);
    const { result } = renderHook(() => useScoreAudit(), { wrapper });
    await act(() => result.current.mutateAsync('s-1'));
    await waitFor(() => expect(stale(results)).toBe(true));
    expect([list, question, auditKeys.survey('s-1')].map((k) => stale(k))).toEqual([true, true, true]);
    expect(stale(other)).toBe(false);
  });

  it('rejects a score answer that does not match the contract', async () => {
    signInAs(userWith(['ROLE_SURVEYOR']));
    stubApi({ 'POST /api/v1/survey/s-1/score': () => jsonResponse(200, { normScore: 80 }) });
    const { wrapper } = seededQueryClient([]);
    const { result } = renderHook(() => useScoreAudit(), { wrapper });
    await expect(act(() => result.current.mutateAsync('s-1'))).rejects.toThrow(/does not match the contract/);
  });
});
