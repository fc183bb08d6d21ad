import { useCallback } from 'react';
import { userFacingCodes } from '@aquarisk/contract/user-facing-codes';
import { errorMessages as e, shownServerMessages, validationMessages } from '@aquarisk/contract/messages';
import { ApiError, CanceledError, NetworkError, ResponseShapeError, SessionExpiredError } from './api-errors.ts';
import { notifyError } from './alerts.ts';
import { errorPopupStore, type ErrorPopupContent } from './error-popup-store.ts';

export type ErrorOperation = 'saved' | 'deleted' | 'loaded' | 'changed' | 'added' | 'uploaded' | 'resolved';

/** What the screen knows about the failed call; every field is optional. */
export interface ErrorContext {
  /** the screen's own message, e.g. 'API error while loading the farms.' */
  message?: string;
  /** what the call was about: 'farm', 'audit' */
  object?: string;
  /** its name when known: 'Hardanger' */
  objectName?: string;
  operation?: ErrorOperation;
  /** several objects: 404 then says 'were' */
  plural?: boolean;
  /** offered as Retry where the catalogue allows it (503) */
  retry?: () => void;
  /** an upload: the server's 4xx message (too large, wrong type, the CSV line and column) is shown as it is */
  fileUpload?: boolean;
  /** sign-in and token-refresh failures have their own wording */
  auth?: 'sign in' | 'token refresh';
}

export type ErrorOutcome = { kind: 'none' } | { kind: 'alert'; text: string } | { kind: 'popup'; popup: ErrorPopupContent };

const alert = (text: string): ErrorOutcome => ({ kind: 'alert', text });
const popup = (content: ErrorPopupContent): ErrorOutcome => ({ kind: 'popup', popup: content });

/** 'farm Hardanger', 'farm' when the name is unknown, 'requested item' when nothing is known. */
function subject(ctx: ErrorContext): string {
  const object = ctx.object ?? 'requested item';
  return ctx.objectName ? `${object} ${ctx.objectName}` : object;
}

function describeStatus(err: ApiError, ctx: ErrorContext): ErrorOutcome | null {
  switch (err.status) {
    case 500:
      return popup({ title: e.serverErrorTitle, lines: [e.serverErrorPersists], contact: 'webmaster' });
    case 503:
      return popup({
        title: e.unavailableTitle,
        lines: [e.couldNotBe(subject(ctx), ctx.operation ?? 'processed'), e.cancelOrRetry],
        ...(ctx.retry ? { retry: ctx.retry } : {}),
      });
    case 404:
      return popup({ title: e.notFoundTitle, lines: [e.notFoundOnServer(subject(ctx), ctx.plural), e.possiblyRemoved] });
    case 451:
      return popup({ title: e.legalTitle, lines: [e.accessDenied(subject(ctx))], contact: 'administrator' });
    default:
      return null;
  }
}

function describeAuthApiError(err: ApiError, activity: 'sign in' | 'token refresh'): ErrorOutcome {
  if (activity === 'sign in' && (err.status === 400 || err.status === 401)) return alert(validationMessages.signInFailed);
  if (err.status === 429) return alert(shownServerMessages.tooManyRequests);
  return alert(e.apiErrorWhile(activity));
}

/** The central error catalogue of docs/requirements.md#core-8 and docs/requirements.md#results-8: what to show for a failed call. Pure. */
export function describeError(error: unknown, ctx: ErrorContext = {}): ErrorOutcome {
  if (error instanceof CanceledError) return alert(e.canceled);
  if (error instanceof NetworkError) {
    if (error.offline) return alert(e.connectionLost);
    return alert(ctx.auth ? e.somethingWentWrongWhile(ctx.auth) : e.unexpectedSending);
  }
  if (error instanceof SessionExpiredError) {
    const failure = error.refreshFailure;
    if (failure instanceof NetworkError && failure.offline) return alert(e.connectionLost);
    return alert(failure instanceof ApiError ? e.apiErrorWhile('token refresh') : e.somethingWentWrongWhile('token refresh'));
  }
  // A drifted answer is the API's fault, not the user's: the screen's own API-error message.
  if (error instanceof ResponseShapeError) return alert(ctx.message ?? e.unexpectedApi);
  if (error instanceof ApiError) {
    const byStatus = describeStatus(error, ctx);
    if (byStatus) return byStatus;
    if (ctx.auth) return describeAuthApiError(error, ctx.auth);
    // A bearer 401 was already refreshed and retried by the API client; a failed client authentication is shown.
    if (error.status === 401 && error.code !== 'INVALID_CLIENT') return { kind: 'none' };
    const serverMessage = error.body?.message;
    // The code says whether the server wrote its message for the user (a field to fix, a role it takes, a name taken).
    if (serverMessage && error.code !== null && userFacingCodes.has(error.code)) return alert(serverMessage);
    // A refused file (too large, wrong type, a CSV line that does not parse) is something the user can fix: say why.
    if (serverMessage && ctx.fileUpload && error.status >= 400 && error.status < 500) return alert(serverMessage);
    return alert(ctx.message ?? e.unexpectedApi);
  }
  return alert(ctx.auth ? e.somethingWentWrongWhile(ctx.auth) : e.unexpected);
}

/** Shows what describeError decided: an alert (5 s) or the error popup. Usable outside React (query cache). */
export function handleApiError(error: unknown, ctx: ErrorContext = {}): ErrorOutcome {
  const outcome = describeError(error, ctx);
  if (outcome.kind === 'alert') notifyError(outcome.text);
  else if (outcome.kind === 'popup') errorPopupStore.open(outcome.popup);
  if (import.meta.env.DEV && !(error instanceof ApiError || error instanceof NetworkError || error instanceof CanceledError)) {
    console.warn('Unexpected error', error);
  }
  return outcome;
}

/** The hook screens use: `const handleError = useApiErrorHandler(); handleError(err, { message })`. */
export function useApiErrorHandler(): (error: unknown, ctx?: ErrorContext) => void {
  return useCallback((error: unknown, ctx?: ErrorContext) => {
    handleApiError(error, ctx);
  }, []);
}
