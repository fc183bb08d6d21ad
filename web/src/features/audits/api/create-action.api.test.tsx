import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedKeys } from '../../../lib/shared-query-keys.ts';
import { apiAction } from '../../../test/contract-fixtures.ts';
import { jsonResponse } from '../../../test/render-with-providers.tsx';
import { seededQueryClient } from '../../../test/seeded-query-client.tsx';
import { signInAs, stubApi, userWith } from '../../../test/session-fixtures.ts';
import { questionKeys } from './audits-keys.ts';
import { useCreateAction } from './create-action.api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('useCreateAction', () => {
  it("refreshes the question's actions and the Actions page (its lists and every audit's action count)", async () => {
    signInAs(userWith(['ROLE_SURVEYOR']));
    stubApi({ 'POST /api/v1/survey/s-1/action': () => jsonResponse(201, apiAction()) });
    const actionsPage = [...sharedKeys.actions(), 'company', { companyExtId: 'c-a', page: 1 }];
    const auditActions = [...sharedKeys.actions(), 'survey', 's-1', false];
    const { wrapper, stale } = seededQueryClient([questionKeys.current('s-1'), actionsPage, auditActions, questionKeys.current('s-2')]);
    const { result } = renderHook(() => useCreateAction('s-1'), { wrapper });
    await act(() => result.current.mutateAsync({ title: 'Net damage', description: '<p>Torn net.</p>', riskLevel: 'HIGH', questionId: 4 }));
    await waitFor(() => expect(stale(actionsPage)).toBe(true));
    expect([questionKeys.current('s-1'), auditActions].map(stale)).toEqual([true, true]);
    expect(stale(questionKeys.current('s-2'))).toBe(false);
  });
});
