import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionMessages, screenMessages } from '@aquarisk/contract/messages';
import { sharedKeys } from '../../lib/shared-query-keys.ts';
import { apiAction } from '../../test/contract-fixtures.ts';
import { jsonResponse } from '../../test/render-with-providers.tsx';
import { seededQueryClient } from '../../test/seeded-query-client.tsx';
import { signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { actionsKeys } from '../../features/actions/api/actions-keys.ts';
import { useResolveAction } from './resolve-action-api.ts';

const alerts = vi.hoisted(() => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('../../lib/alerts.ts', () => alerts);

afterEach(() => {
  vi.unstubAllGlobals();
  alerts.notifyError.mockClear();
});

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

  it.each([
    ['ROLE_REQUIRED: the refusal as the server words it', 'ROLE_REQUIRED', permissionMessages.resolveHigh, permissionMessages.resolveHigh],
    ['FORBIDDEN: the screen message, even with the same words', 'FORBIDDEN', permissionMessages.resolveHigh, screenMessages.resolveAction],
  ])('a 403 decides by its code: %s', async (_name, code, message, shown) => {
    signInAs(userWith(['ROLE_SURVEYOR']));
    stubApi({
      'POST /api/v1/action/a-1/action': () => jsonResponse(403, { status: 403, error: 'Forbidden', code, message }),
    });
    const { wrapper } = seededQueryClient([]);
    const { result } = renderHook(() => useResolveAction(), { wrapper });
    await expect(act(() => result.current.mutateAsync({ actionExtId: 'a-1', description: 'x', title: 'Net damage' }))).rejects.toThrow();
    await waitFor(() => expect(alerts.notifyError).toHaveBeenCalledWith(shown));
    expect(alerts.notifyError).toHaveBeenCalledTimes(1);
  });

  it('a CONFLICT (resolved by someone else meanwhile) refreshes the lists', async () => {
    signInAs(userWith(['ROLE_ADMIN']));
    stubApi({
      'POST /api/v1/action/a-1/action': () =>
        jsonResponse(409, { status: 409, error: 'Conflict', code: 'CONFLICT', message: 'This action is already resolved.' }),
    });
    const { wrapper, stale } = seededQueryClient([actionsKeys.companyList(filter)]);
    const { result } = renderHook(() => useResolveAction(), { wrapper });
    await expect(act(() => result.current.mutateAsync({ actionExtId: 'a-1', description: 'x', title: 'Net damage' }))).rejects.toThrow();
    await waitFor(() => expect(stale(actionsKeys.companyList(filter))).toBe(true));
  });
});
