import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedKeys } from '../../../lib/shared-query-keys.ts';
import { apiAction } from '../../../test/contract-fixtures.ts';
import { jsonResponse } from '../../../test/render-with-providers.tsx';
import { seededQueryClient } from '../../../test/seeded-query-client.tsx';
import { signInAs, stubApi, userWith } from '../../../test/session-fixtures.ts';
import { actionsKeys } from './actions-keys.ts';
import { useResolveAction } from './resolve-action.api.ts';

afterEach(() => vi.unstubAllGlobals());

const filter = { companyExtId: 'c-a', page: 1, size: 25, closed: false, year: null, risk: null };

describe('useResolveAction', () => {
  it("refreshes the Actions page and the question flow's list of the question's actions", async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    stubApi({
      'POST /api/v1/action/a-1/action': () =>
        jsonResponse(200, apiAction({ closedAt: '2026-03-01T10:00:00.000Z', closedByName: 'Colin', closedDescription: '<p>Fixed.</p>' })),
    });
    const questionActions = [...sharedKeys.auditQuestions('s-1'), 'current'];
    const { wrapper, stale } = seededQueryClient([actionsKeys.companyList(filter), actionsKeys.survey('s-1', false), questionActions]);
    const { result } = renderHook(() => useResolveAction(), { wrapper });
    await act(() => result.current.mutateAsync({ actionExtId: 'a-1', description: '<p>Fixed.</p>', title: 'Net damage' }));
    await waitFor(() => expect(stale(questionActions)).toBe(true));
    expect([actionsKeys.companyList(filter), actionsKeys.survey('s-1', false)].map(stale)).toEqual([true, true]);
  });

  it('keys the Actions page under the shared actions root, so an action raised elsewhere refreshes it', () => {
    expect(actionsKeys.companyList(filter).slice(0, 1)).toEqual([...sharedKeys.actions()]);
    expect(actionsKeys.survey('s-1', true).slice(0, 1)).toEqual([...sharedKeys.actions()]);
  });
});
