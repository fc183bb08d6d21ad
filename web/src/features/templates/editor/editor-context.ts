import { createContext, useContext, type Dispatch } from 'react';
import type { AnswerType } from '@aquarisk/contract/answer-types';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import type { EditorAction } from './template-reducer.ts';
import type { TemplateErrors } from './template-errors.ts';

/**
 * The editor's shared pieces, each in its own context so that a keystroke re-renders only what it changes:
 * dispatch and the current template (stable), errors, derived scores and the list of answers (each replaced only
 * when its content changes), and which panels are open.
 */
export interface EditorApi {
  dispatch: Dispatch<EditorAction>;
  /** the template as of the last render, for handlers (never for rendering) */
  getTemplate: () => TemplateBody;
}
export const EditorApiContext = createContext<EditorApi | null>(null);
export function useEditorApi(): EditorApi {
  const api = useContext(EditorApiContext);
  if (!api) throw new Error('useEditorApi outside the template editor');
  return api;
}

export const ErrorsContext = createContext<TemplateErrors>(new Map());
/**
 * Text typed into a field that is not a value yet ('abc' in a score) never reaches the template; the field reports
 * it here by path (null when fixed or gone), and the editor refuses to save while any is reported.
 */
export const DraftProblemsContext = createContext<(path: string, problem: string | null) => void>(() => {});
export const useFieldError = (path: string): string | null => useContext(ErrorsContext).get(path) ?? null;
/** Problems inside an item, for the red count on its collapsed header. */
export function useErrorCount(prefix: string): number {
  const errors = useContext(ErrorsContext);
  let n = 0;
  for (const key of errors.keys()) if (key === prefix || key.startsWith(`${prefix}.`) || key.startsWith(`${prefix}[`)) n++;
  return n;
}

export interface ScoreRange {
  min: number;
  max: number;
}
/** Derived min and max (deriveTemplateScores) by `section:<id>`, `step:<id>`, `question:<id>` and `template`. */
export const ScoresContext = createContext<ReadonlyMap<string, ScoreRange>>(new Map());
export const useScore = (key: string): ScoreRange | undefined => useContext(ScoresContext).get(key);

/** An answer an includeIf can name, in flow order. */
export interface AnswerRef {
  answerId: number;
  questionId: number;
  label: string;
  answerType: AnswerType;
  options: { ordinal: number; text: string }[];
}
export const AnswersContext = createContext<readonly AnswerRef[]>([]);

/** Open panels by key (`section-<id>`, `step-<id>`, `question-<id>`); ids survive reordering, positions do not. */
export interface OpenPanels {
  open: ReadonlySet<string>;
  /** sets the open state of `keys` (one accordion's items) to `opened` */
  setOpen: (keys: readonly string[], opened: readonly string[]) => void;
  /** opens the panels leading to a field and focuses it */
  reveal: (path: string) => void;
}
export const OpenPanelsContext = createContext<OpenPanels>({ open: new Set(), setOpen: () => {}, reveal: () => {} });
export const useOpenPanels = () => useContext(OpenPanelsContext);

/** The DOM id of a field's input, so an error in the summary can focus it. */
export const fieldId = (path: string) => `tpl-${path}`;
