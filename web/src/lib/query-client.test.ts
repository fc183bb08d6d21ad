import { describe, expect, it } from 'vitest';
import { ApiError, CanceledError, NetworkError } from './api-errors.ts';
import { shouldRetry } from './query-client.ts';

describe('shouldRetry', () => {
  it.each<[string, unknown, boolean]>([
    ['400', new ApiError(400, 'x', null), false],
    ['404', new ApiError(404, 'x', null), false],
    ['409', new ApiError(409, 'x', null), false],
    ['500', new ApiError(500, 'x', null), false],
    ['503', new ApiError(503, 'x', null), true],
    ['no response', new NetworkError(false), true],
    ['offline', new NetworkError(true), false],
    ['cancelled', new CanceledError(), false],
    ['a bug', new TypeError('x'), false],
  ])('%s → %s on the first failure', (_name, error, expected) => {
    expect(shouldRetry(0, error)).toBe(expected);
  });
  it('retries once at most', () => {
    expect(shouldRetry(1, new ApiError(503, 'x', null))).toBe(false);
  });
});
