import { useMemo, useState, type RefObject } from 'react';
import { screenMessages } from '@aquarisk/contract/messages';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { notifyError } from '../../../lib/alerts.ts';
import { useApiErrorHandler } from '../../../lib/error-handler.ts';
import { rejectedField, rejectionMessage } from '../api/rejection-message.ts';
import { useStableErrors } from './editor-derived.ts';
import { bracketPath, collectErrors, serverFieldError } from './template-errors.ts';
import { useDraftProblems } from './use-draft-problems.ts';

interface ServerProblem {
  /** the template the server refused; the problem is shown until the next edit */
  template: TemplateBody;
  path: string;
  message: string;
}

const NO_ERRORS: ReadonlyMap<string, string> = new Map();

/** The server names the refused field in `details` (a zod or validateTemplate path); the message says why. */
function serverProblem(error: unknown, template: TemplateBody): ServerProblem | null {
  const message = rejectionMessage(error);
  if (!message) return null;
  const field = rejectedField(error);
  const parsed = serverFieldError(message);
  const path = field ? bracketPath(field) : (parsed?.path ?? '');
  return { template, path: path === 'file' || path === 'template' ? '' : path, message: parsed?.message ?? message };
}

/**
 * The editor's problems: the template's own (collectErrors), text the fields could not read (drafts) and the
 * server's refusal. Problems show once a save was tried, then follow every edit; a server refusal shows until the
 * next edit.
 */
export function useEditorProblems(template: TemplateBody, current: RefObject<TemplateBody>, reveal: (path: string) => void) {
  const handleError = useApiErrorHandler();
  const { drafts, report: reportDraft } = useDraftProblems();
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<ServerProblem | null>(null);
  const live = useMemo(() => (checked ? new Map([...collectErrors(template), ...drafts]) : NO_ERRORS), [checked, template, drafts]);
  const merged = useMemo(() => {
    if (!refused || refused.template !== template) return live;
    return new Map([...live, [refused.path, refused.message]]);
  }, [live, refused, template]);
  const errors = useStableErrors(merged);

  /** Runs the checks; false (and the problems shown) when the server would refuse this template. */
  const checkBeforeSave = (candidate: TemplateBody) => {
    setChecked(true);
    setRefused(null);
    if (collectErrors(candidate).size === 0 && drafts.size === 0) return true;
    setTimeout(() => document.getElementById('template-error-summary')?.focus(), 0);
    return false;
  };
  /** Shows the server's refusal at its field, or hands any other failure to the one error handler. */
  const onRefused = (error: unknown, name: string) => {
    const problem = serverProblem(error, current.current);
    if (!problem)
      return handleError(error, { message: screenMessages.saveTemplate, object: 'template', objectName: name, operation: 'saved' });
    notifyError(problem.message);
    setRefused(problem);
    if (problem.path) reveal(problem.path);
  };
  return { errors, reportDraft, checkBeforeSave, onRefused };
}
