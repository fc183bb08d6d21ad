import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, SessionExpiredError } from '../../lib/api-errors.ts';
import { useUploadFlow, type UploadRun } from './use-upload-flow.ts';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../../lib/alerts.ts', () => ({ notifyError, notifySuccess: vi.fn() }));

beforeEach(() => notifyError.mockClear());

/** Chooses a file, starts the upload that `run` fails with `failure`, and returns the flow once it settled. */
async function failedUpload(failure: Error) {
  const run: UploadRun = () => Promise.reject(failure);
  const { result } = renderHook(() => useUploadFlow(run, { fileUpload: true, message: 'The file was not uploaded.' }));
  act(() => result.current.choose(new File(['x'], 'dive.mp4')));
  await act(() => result.current.start());
  return result.current;
}

describe('useUploadFlow when the upload fails', () => {
  it('a refused file is the upload’s failure: an alert and a notice in the dialog', async () => {
    const body = { status: 415, error: 'Unsupported Media Type', code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Not an mp4.' } as const;
    const flow = await failedUpload(new ApiError(415, 'Not an mp4.', body));
    expect(flow.notice).toEqual({ tone: 'error', text: 'Not an mp4.' });
    expect(notifyError).toHaveBeenCalledWith('Not an mp4.');
    expect(flow.phase).toBe('chosen');
  });

  it('a session that ended mid-upload is not: no notice, no alert of its own (the app announces the session end)', async () => {
    const refreshFailure = new ApiError(400, 'Invalid refresh token', null);
    const flow = await failedUpload(new SessionExpiredError(refreshFailure));
    expect(flow.notice).toBeNull();
    expect(notifyError).not.toHaveBeenCalled();
    expect(flow.phase).toBe('chosen');
  });
});
