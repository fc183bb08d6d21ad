import { describe, expect, it, vi } from 'vitest';
import type { ErrorCode } from '@aquarisk/contract/error-codes';
import { permissionMessages, screenMessages, serverMessages, shownServerMessages } from '@aquarisk/contract/messages';
import { personalDataRefusals } from '@aquarisk/contract/personal-data-refusals';
import { ApiError, CanceledError, NetworkError, ResponseShapeError, SessionExpiredError } from './api-errors.ts';
import { describeError, type ErrorContext, type ErrorOutcome } from './error-handler.ts';

/** An API failure as the client builds it from a parsed error body. */
const api = (status: number, message = 'x', code: ErrorCode = 'BAD_REQUEST', error = 'Error') =>
  new ApiError(status, message, { status, error, code, message });
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
    ['other API error without a screen message', api(409, 'x', 'CONFLICT'), {}, 'Unexpected API error'],
    [
      'other API error with the screen message',
      api(409, 'x', 'CONFLICT'),
      { message: screenMessages.loadFarms },
      'API error while loading the farms.',
    ],
    [
      '403 with the screen message',
      api(403, serverMessages.forbidden, 'FORBIDDEN'),
      { message: screenMessages.deleteFarm },
      'API error while deleting the farm.',
    ],
    [
      '400 with an unknown server message',
      api(400, 'some detail'),
      { message: screenMessages.saveFarm },
      'API error while saving the farm.',
    ],
    [
      '400 with a spec validation message',
      api(400, 'Email is not valid', 'VALIDATION'),
      { message: screenMessages.saveUser },
      'Email is not valid',
    ],
    [
      '400 with another spec validation message',
      api(400, 'Please provide a valid year.', 'VALIDATION'),
      {},
      'Please provide a valid year.',
    ],
    [
      '400 expired reset link',
      api(400, shownServerMessages.resetLinkInvalid, 'VALIDATION'),
      { message: screenMessages.changePassword },
      shownServerMessages.resetLinkInvalid,
    ],
    ['429 too many attempts', api(429, shownServerMessages.tooManyRequests, 'RATE_LIMITED'), {}, shownServerMessages.tooManyRequests],
    [
      '403 risk the role may not accept',
      api(403, permissionMessages.resolveHigh, 'ROLE_REQUIRED'),
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
      api(401, 'Client authentication failed', 'INVALID_CLIENT', 'invalid_client'),
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

describe('describeError decides by the code, never by the text (issue 23 item 4)', () => {
  it.each<[string, ErrorCode, string]>([
    ['a field refused', 'VALIDATION', 'Any words the server wrote for this field'],
    ['a role rule', 'ROLE_REQUIRED', permissionMessages.resolveModerate],
    ['a name or e-mail taken', 'ALREADY_EXISTS', serverMessages.templateNameTaken],
    ['own account', 'OWN_ACCOUNT', personalDataRefusals.eraseOwnAccount],
    ['too many attempts', 'RATE_LIMITED', 'Slow down'],
    ['PDF documents of this user in preparation', 'PDF_USER_BUSY', serverMessages.pdfUserBusy],
  ])('shows the message of a user-facing code as it comes: %s', (_name, code, message) => {
    const status =
      code === 'ROLE_REQUIRED' ? 403 : code === 'RATE_LIMITED' || code === 'PDF_USER_BUSY' ? 429 : code === 'VALIDATION' ? 400 : 409;
    expect(describeError(api(status, message, code), { message: screenMessages.saveFarm })).toEqual({ kind: 'alert', text: message });
  });

  it.each<[string, number, ErrorCode]>([
    ['a spec message under a code not meant for the user', 400, 'BAD_REQUEST'],
    ['a role message under plain FORBIDDEN', 403, 'FORBIDDEN'],
    ['a state conflict', 409, 'CONFLICT'],
  ])('shows the screen message whatever the text: %s', (_name, status, code) => {
    for (const message of ['Email is not valid', permissionMessages.resolveHigh, shownServerMessages.emailTaken]) {
      expect(describeError(api(status, message, code), { message: screenMessages.saveFarm })).toEqual({
        kind: 'alert',
        text: screenMessages.saveFarm,
      });
    }
  });

  it('an answer without an error body gets the screen message', () => {
    expect(describeError(new ApiError(400, 'Bad Request', null), { message: screenMessages.saveFarm })).toEqual({
      kind: 'alert',
      text: screenMessages.saveFarm,
    });
  });

  it('a 401 is shown only when the client itself was refused (INVALID_CLIENT), whatever `error` says', () => {
    expect(describeError(api(401, 'x', 'UNAUTHORIZED', 'invalid_client'), { message: screenMessages.changePassword })).toEqual({
      kind: 'none',
    });
    expect(describeError(api(401, 'x', 'INVALID_CLIENT', 'Unauthorized'), { message: screenMessages.changePassword })).toEqual({
      kind: 'alert',
      text: screenMessages.changePassword,
    });
  });
});

describe('describeError: 401', () => {
  it('shows nothing for a 401: the API client refreshes, retries and, failing that, signs out', () => {
    expect(describeError(api(401, serverMessages.unauthorized, 'UNAUTHORIZED'), { message: screenMessages.loadFarms })).toEqual({
      kind: 'none',
    });
  });
  it.each<[string, unknown, string]>([
    [
      'refresh answered with an API error',
      new SessionExpiredError(api(400, 'Invalid refresh token', 'SESSION_EXPIRED', 'invalid_grant')),
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
    [
      'wrong password (invalid_grant)',
      api(400, 'Incorrect e-mail or password', 'INVALID_GRANT', 'invalid_grant'),
      'Incorrect e-mail or password',
    ],
    [
      'missing fields (invalid_request)',
      api(400, 'username and password are required', 'INVALID_REQUEST', 'invalid_request'),
      'Incorrect e-mail or password',
    ],
    ['401', api(401, 'Client authentication failed', 'INVALID_CLIENT', 'invalid_client'), 'Incorrect e-mail or password'],
    ['locked out', api(429, shownServerMessages.tooManyRequests, 'RATE_LIMITED'), shownServerMessages.tooManyRequests],
    ['other API error', api(403, 'x', 'FORBIDDEN'), 'API error while sign in.'],
    ['no response', new NetworkError(false), 'Something went wrong while sign in.'],
    ['offline', new NetworkError(true), 'Internet connection lost'],
    ['non-API error', new Error('boom'), 'Something went wrong while sign in.'],
  ])('%s', (_name, error, text) => {
    expect(describeError(error, signIn)).toEqual({ kind: 'alert', text });
  });
  it('the token refresh has its own wording', () => {
    expect(describeError(api(403, 'x', 'FORBIDDEN'), { auth: 'token refresh' })).toEqual({
      kind: 'alert',
      text: 'API error while token refresh.',
    });
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
