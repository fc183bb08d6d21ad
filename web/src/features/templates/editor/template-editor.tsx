import { useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { Stack } from '@mantine/core';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import {
  AnswersContext,
  DraftProblemsContext,
  EditorApiContext,
  ErrorsContext,
  OpenPanelsContext,
  ScoresContext,
} from './editor-context.ts';
import { useAnswerRefs, useDerivedScores } from './editor-derived.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { SaveAsNewModal } from './save-as-new-modal.tsx';
import { SectionList } from './section-list.tsx';
import { editorReducer, initEditorState } from './template-reducer.ts';
import { TemplateSettings } from './template-settings.tsx';
import { useEditorProblems } from './use-editor-problems.ts';
import { useOpenPanelsState } from './use-open-panels-state.ts';
import { useTemplateSave } from './use-template-save.ts';

export interface TemplateEditorProps {
  initial: TemplateBody;
  /** the stored template; absent for '+ Template', whose first save creates it */
  templateId?: string;
}

/** The Add/Edit Template editor (docs/requirements.md#results-2–§5): the whole template in one reducer, saved in one call. */
export function TemplateEditor({ initial, templateId }: TemplateEditorProps) {
  const [{ template, dirty }, dispatch] = useReducer(editorReducer, initial, initEditorState);
  const current = useRef(template);
  useLayoutEffect(() => {
    current.current = template;
  }, [template]);
  const api = useMemo(() => ({ dispatch, getTemplate: () => current.current }), []);
  const openPanels = useOpenPanelsState(initial, !templateId, current);
  const { errors, reportDraft, checkBeforeSave, onRefused } = useEditorProblems(template, current, openPanels.reveal);
  const { saveTemplate, saving, saveAsNew } = useTemplateSave({ template, templateId, dispatch, checkBeforeSave, onRefused });
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
                    saving={saving}
                    onSave={saveTemplate}
                    onSaveAsNew={saveAsNew.start}
                  />
                  <ErrorSummary errors={errors} template={template} onReveal={openPanels.reveal} />
                  <TemplateSettings
                    name={template.name}
                    farmType={template.farmType}
                    riskThresholds={template.riskThresholds}
                    {...counts}
                  />
                  <SectionList sections={template.sections} />
                </Stack>
                {saveAsNew.open ? (
                  <SaveAsNewModal
                    opened
                    currentName={template.name.trim()}
                    saving={saveAsNew.saving}
                    error={saveAsNew.error}
                    onSave={saveAsNew.submit}
                    onClose={saveAsNew.close}
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
