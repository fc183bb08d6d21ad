import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Stack } from '@mantine/core';
import { screenMessages, successMessages } from '@aquarisk/contract/messages';
import { deriveTemplateScores } from '@aquarisk/contract/template/template-rules';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/alerts.ts';
import { hasErrorCode } from '../../../lib/api-errors.ts';
import { useApiErrorHandler } from '../../../lib/error-handler.ts';
import { templateFileName } from '../api/download-template.api.ts';
import { rejectedField, rejectionMessage } from '../api/rejection-message.ts';
import { useSaveTemplate } from '../api/save-template.api.ts';
import { useUploadTemplate } from '../api/upload-template.api.ts';
import {
  AnswersContext,
  DraftProblemsContext,
  EditorApiContext,
  ErrorsContext,
  OpenPanelsContext,
  ScoresContext,
  fieldId,
  type OpenPanels,
} from './editor-context.ts';
import { useAnswerRefs, useDerivedScores, useStableErrors } from './editor-derived.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { SaveAsNewModal } from './save-as-new-modal.tsx';
import { SectionList } from './section-list.tsx';
import { bracketPath, collectErrors, indicesOf, serverFieldError } from './template-errors.ts';
import { editorReducer, initEditorState } from './template-reducer.ts';
import { TemplateSettings } from './template-settings.tsx';
import { useDraftProblems } from './use-draft-problems.ts';

export interface TemplateEditorProps {
  initial: TemplateBody;
  /** the stored template; absent for '+ Template', whose first save creates it */
  templateId?: string;
}

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

/** The Add/Edit Template editor (docs/requirements.md#results-2–§5): the whole template in one reducer, saved in one call. */
export function TemplateEditor({ initial, templateId }: TemplateEditorProps) {
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  const save = useSaveTemplate();
  const create = useUploadTemplate();
  const [{ template, dirty }, dispatch] = useReducer(editorReducer, initial, initEditorState);
  const current = useRef(template);
  useLayoutEffect(() => {
    current.current = template;
  }, [template]);
  const api = useMemo(() => ({ dispatch, getTemplate: () => current.current }), []);

  // Opening a new template shows its first section; a stored one starts folded (a large template stays light).
  const [open, setOpenKeys] = useState<ReadonlySet<string>>(() =>
    templateId ? new Set() : new Set(initial.sections.slice(0, 1).map((s) => `section-${s.id}`)),
  );
  const reveal = useCallback((path: string) => {
    const t = current.current;
    const { s, st, q } = indicesOf(path);
    const section = s === undefined ? undefined : t.sections[s];
    const step = st === undefined ? undefined : section?.steps[st];
    const question = q === undefined ? undefined : step?.questions[q];
    const keys = [section && `section-${section.id}`, step && `step-${step.id}`, question && `question-${question.id}`];
    setOpenKeys((prev) => new Set([...prev, ...keys.filter((k): k is string => Boolean(k))]));
    // After the panels have opened: the field itself, or the nearest enclosing element that has an id.
    setTimeout(() => {
      let candidate = path;
      let element = document.getElementById(fieldId(candidate));
      while (!element && candidate) {
        const parent = candidate.replace(/(\.[^.[\]]+|\[\d+\])$/, '');
        candidate = parent === candidate ? '' : parent;
        element = candidate ? document.getElementById(fieldId(candidate)) : null;
      }
      element ??= document.getElementById('template-error-summary');
      element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      element?.focus({ preventScroll: true });
    }, 260);
  }, []);
  const openPanels = useMemo<OpenPanels>(
    () => ({
      open,
      reveal,
      setOpen: (keys, opened) =>
        setOpenKeys((prev) => {
          const next = new Set(prev);
          for (const k of keys) next.delete(k);
          for (const k of opened) next.add(k);
          return next;
        }),
    }),
    [open, reveal],
  );

  const { drafts, report: reportDraft } = useDraftProblems();

  // Problems show once a save was tried, then follow every edit; a server refusal shows until the next edit.
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<ServerProblem | null>(null);
  const live = useMemo(() => (checked ? new Map([...collectErrors(template), ...drafts]) : NO_ERRORS), [checked, template, drafts]);
  const merged = useMemo(() => {
    if (!refused || refused.template !== template) return live;
    return new Map([...live, [refused.path, refused.message]]);
  }, [live, refused, template]);
  const errors = useStableErrors(merged);
  const scores = useDerivedScores(template);
  const answers = useAnswerRefs(template);

  const steps = template.sections.flatMap((s) => s.steps);
  const counts = {
    sections: template.sections.length,
    steps: steps.length,
    questions: steps.reduce((n, st) => n + st.questions.length, 0),
  };

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const [savingAsNew, setSavingAsNew] = useState(false);
  const [saveAsNewError, setSaveAsNewError] = useState<string | null>(null);

  /** Runs the checks; false (and the problems shown) when the server would refuse this template. */
  const checkBeforeSave = (candidate: TemplateBody) => {
    setChecked(true);
    setRefused(null);
    if (collectErrors(candidate).size === 0 && drafts.size === 0) return true;
    setTimeout(() => document.getElementById('template-error-summary')?.focus(), 0);
    return false;
  };
  const onRefused = (error: unknown, name: string) => {
    const problem = serverProblem(error, current.current);
    if (!problem)
      return handleError(error, { message: screenMessages.saveTemplate, object: 'template', objectName: name, operation: 'saved' });
    notifyError(problem.message);
    setRefused(problem);
    if (problem.path) reveal(problem.path);
  };

  const saveTemplate = () => {
    const name = template.name.trim();
    const body = deriveTemplateScores({ ...template, name });
    if (!checkBeforeSave(body)) return;
    if (templateId) {
      save.mutate(
        { id: templateId, name, template: body },
        {
          onSuccess: () => {
            dispatch({ type: 'saved' });
            notifySuccess(successMessages.templateSaved);
          },
          onError: (error) => onRefused(error, name),
        },
      );
      return;
    }
    // POST /template takes a file; '+ Template' sends the edited body as '<name>.json'.
    const file = new File([JSON.stringify(body)], templateFileName(name), { type: 'application/json' });
    create.mutate(
      { name, file },
      {
        onSuccess: (created) => {
          dispatch({ type: 'saved' });
          notifySuccess(successMessages.templateCreated);
          void navigate(`/templates/${created.id}`, { replace: true });
        },
        onError: (error) => onRefused(error, name),
      },
    );
  };

  const saveAsNew = (name: string) => {
    if (!templateId) return;
    const body = deriveTemplateScores({ ...template, name });
    if (!checkBeforeSave(body)) return setSavingAsNew(false);
    setSaveAsNewError(null);
    save.mutate(
      { id: templateId, name, template: body, saveAsNew: true },
      {
        onSuccess: (created) => {
          setSavingAsNew(false);
          notifySuccess(successMessages.templateSaved);
          void navigate(`/templates/${created.id}`);
        },
        onError: (error) => {
          if (hasErrorCode(error, 'CONFLICT', 'ALREADY_EXISTS')) setSaveAsNewError(rejectionMessage(error));
          else {
            setSavingAsNew(false);
            onRefused(error, name);
          }
        },
      },
    );
  };

  return (
    <EditorApiContext.Provider value={api}>
      <DraftProblemsContext.Provider value={reportDraft}>
        <ErrorsContext.Provider value={errors}>
          <ScoresContext.Provider value={scores}>
            <AnswersContext.Provider value={answers}>
              <OpenPanelsContext.Provider value={openPanels}>
                <Stack gap="md">
                  <EditorToolbar
                    isNew={!templateId}
                    dirty={dirty}
                    problems={errors.size}
                    saving={save.isPending || create.isPending}
                    onSave={saveTemplate}
                    onSaveAsNew={() => {
                      setSaveAsNewError(null);
                      setSavingAsNew(true);
                    }}
                  />
                  <ErrorSummary errors={errors} template={template} onReveal={reveal} />
                  <TemplateSettings
                    name={template.name}
                    farmType={template.farmType}
                    riskThresholds={template.riskThresholds}
                    {...counts}
                  />
                  <SectionList sections={template.sections} />
                </Stack>
                {savingAsNew ? (
                  <SaveAsNewModal
                    opened
                    currentName={template.name.trim()}
                    saving={save.isPending}
                    error={saveAsNewError}
                    onSave={saveAsNew}
                    onClose={() => setSavingAsNew(false)}
                  />
                ) : null}
              </OpenPanelsContext.Provider>
            </AnswersContext.Provider>
          </ScoresContext.Provider>
        </ErrorsContext.Provider>
      </DraftProblemsContext.Provider>
    </EditorApiContext.Provider>
  );
}
