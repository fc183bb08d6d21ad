import { describe, expect, it, vi } from 'vitest';
import { permissionMessages, screenMessages, shownServerMessages } from '@aquarisk/contract/messages';
import { ApiError, CanceledError, NetworkError, ResponseShapeError, SessionExpiredError } from './api-errors.ts';
import { describeError, type ErrorContext, type ErrorOutcome } from './error-handler.ts';

const api = (status: number, message = 'x', error?: string) => new ApiError(status, message, { message, error });
const farm: ErrorContext = { object: 'farm', objectName: 'Hardanger' };

function popupOf(outcome: ErrorOutcome) {
  if (outcome.kind !== 'popup') throw new Error(`expected a popup, got ${JSON.stringify(outcome)}`);
  return outcome.popup;
}

describe('describeError: alerts', () => {
  it.each<[string, unknown, ErrorContext, string]>([
    ['no network', new NetworkError(true), {}, 'Internet connection lost'],
    ['no network, with a screen message', new NetworkError(true), { message: screenMessages.loadFarms }, 'Internet connection lost'],
    ['request cancelled', new CanceledError(), {}, 'Canceled by user'],
    ['request with no response', new NetworkError(false), {}, 'Unexpected error while sending the request.'],
    ['non-API error', new TypeError('boom'), {}, 'Unexpected error'],
    ['non-API error ignores the screen message', new Error('boom'), { message: screenMessages.loadFarms }, 'Unexpected error'],
    ['other API error without a screen message', api(409), {}, 'Unexpected API error'],
    ['other API error with the screen message', api(409), { message: screenMessages.loadFarms }, 'API error while loading the farms.'],
    ['403 with the screen message', api(403), { message: screenMessages.deleteFarm }, 'API error while deleting the farm.'],
    [
      '400 with an unknown server message',
      api(400, 'some detail'),
      { message: screenMessages.saveFarm },
      'API error while saving the farm.',
    ],
    ['400 with a spec validation message', api(400, 'Email is not valid'), { message: screenMessages.saveUser }, 'Email is not valid'],
    ['400 with another spec validation message', api(400, 'Please provide a valid year.'), {}, 'Please provide a valid year.'],
    [
      '400 expired reset link',
      api(400, shownServerMessages.resetLinkInvalid),
      { message: screenMessages.changePassword },
      shownServerMessages.resetLinkInvalid,
    ],
    ['429 too many attempts', api(429, shownServerMessages.tooManyRequests), {}, shownServerMessages.tooManyRequests],
    [
      '403 risk the role may not accept',
      api(403, permissionMessages.resolveHigh),
      { message: screenMessages.resolveAction },
      permissionMessages.resolveHigh,
    ],
    [
      'an answer that does not match the contract',
      new ResponseShapeError('GET /survey', []),
      { message: screenMessages.loadFarms },
      'API error while loading the farms.',
    ],
    [
      'an answer that does not match the contract, no screen message',
      new ResponseShapeError('GET /survey', []),
      {},
      'Unexpected API error',
    ],
    [
      'failed client authentication',
      api(401, 'Client authentication failed', 'invalid_client'),
      { message: screenMessages.changePassword },
      'API error while changing the password.',
    ],
  ])('%s', (_name, error, ctx, text) => {
    expect(describeError(error, ctx)).toEqual({ kind: 'alert', text });
  });

  it('shows every screen message of the catalogue as it is', () => {
    for (const message of Object.values(screenMessages)) {
      expect(describeError(api(418), { message })).toEqual({ kind: 'alert', text: message });
    }
  });
});

describe('describeError: 401', () => {
  it('shows nothing for a 401: the API client refreshes, retries and, failing that, signs out', () => {
    expect(describeError(api(401), { message: screenMessages.loadFarms })).toEqual({ kind: 'none' });
  });
  it.each<[string, unknown, string]>([
    [
      'refresh answered with an API error',
      new SessionExpiredError(api(400, 'Invalid refresh token', 'invalid_grant')),
      'API error while token refresh.',
    ],
    ['refresh failed otherwise', new SessionExpiredError(new SyntaxError('bad json')), 'Something went wrong while token refresh.'],
    ['refresh failed offline', new SessionExpiredError(new NetworkError(true)), 'Internet connection lost'],
  ])('%s', (_name, error, text) => {
    expect(describeError(error)).toEqual({ kind: 'alert', text });
  });
});

describe('describeError: sign in', () => {
  const signIn: ErrorContext = { auth: 'sign in' };
  it.each<[string, unknown, string]>([
    ['wrong password (invalid_grant)', api(400, 'Incorrect e-mail or password', 'invalid_grant'), 'Incorrect e-mail or password'],
    ['missing fields (invalid_request)', api(400, 'username and password are required', 'invalid_request'), 'Incorrect e-mail or password'],
    ['401', api(401, 'Client authentication failed', 'invalid_client'), 'Incorrect e-mail or password'],
    ['locked out', api(429, shownServerMessages.tooManyRequests), shownServerMessages.tooManyRequests],
    ['other API error', api(403), 'API error while sign in.'],
    ['no response', new NetworkError(false), 'Something went wrong while sign in.'],
    ['offline', new NetworkError(true), 'Internet connection lost'],
    ['non-API error', new Error('boom'), 'Something went wrong while sign in.'],
  ])('%s', (_name, error, text) => {
    expect(describeError(error, signIn)).toEqual({ kind: 'alert', text });
  });
  it('the token refresh has its own wording', () => {
    expect(describeError(api(403), { auth: 'token refresh' })).toEqual({ kind: 'alert', text: 'API error while token refresh.' });
    expect(describeError(new Error('x'), { auth: 'token refresh' })).toEqual({
      kind: 'alert',
      text: 'Something went wrong while token refresh.',
    });
  });
});

describe('describeError: popups', () => {
  it('500: internal server error, webmaster contact, no retry', () => {
    const retry = vi.fn();
    const p = popupOf(describeError(api(500), { ...farm, operation: 'saved', retry }));
    expect(p).toEqual({
      title: 'Internal server error',
      lines: ['If this problem persists, please contact the system administrator'],
      contact: 'webmaster',
    });
  });

  it('503: service unavailable, names object, name and operation, offers Retry', () => {
    const retry = vi.fn();
    const p = popupOf(describeError(api(503), { ...farm, operation: 'saved', retry }));
    expect(p.title).toBe('Service unavailable');
    expect(p.lines).toEqual(['The farm Hardanger could not be saved.', 'Please cancel the request or try again.']);
    expect(p.retry).toBe(retry);
  });

  it.each(['saved', 'deleted', 'loaded', 'changed', 'added', 'uploaded', 'resolved'] as const)('503 operation %s', (operation) => {
    const p = popupOf(describeError(api(503), { object: 'action', operation }));
    expect(p.lines[0]).toBe(`The action could not be ${operation}.`);
  });

  it('503 without a retry offers OK only', () => {
    expect(popupOf(describeError(api(503), farm)).retry).toBeUndefined();
  });

  it.each<[string, ErrorContext, string]>([
    ['object and name', farm, 'The farm Hardanger was not found on the server.'],
    ['name unknown', { object: 'farm' }, 'The farm was not found on the server.'],
    ['plural', { object: 'farms', plural: true }, 'The farms were not found on the server.'],
    ['nothing known', {}, 'The requested item was not found on the server.'],
  ])('404 %s', (_name, ctx, line) => {
    const p = popupOf(describeError(api(404), { ...ctx, retry: vi.fn() }));
    expect(p).toEqual({ title: 'Not found', lines: [line, 'Possibly it was removed by another user or process.'] });
  });

  it('451: unavailable for legal reasons, administrator contact', () => {
    expect(popupOf(describeError(api(451), { object: 'audit', objectName: 'Spring 2026' }))).toEqual({
      title: 'Unavailable for legal reasons',
      lines: ['Access to the audit Spring 2026 is denied.'],
      contact: 'administrator',
    });
  });

  it('status popups win over the screen message', () => {
    expect(describeError(api(500), { message: screenMessages.loadFarms }).kind).toBe('popup');
  });
});
