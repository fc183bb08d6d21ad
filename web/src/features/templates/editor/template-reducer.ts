import type { AnswerType } from '@aquarisk/contract/answer-types';
import { newSection, renumberOrdinals } from '@aquarisk/contract/template/template-rules';
import type {
  AnswerBounds,
  AnswerOption,
  ScoringBand,
  TemplateBody,
  TemplateQuestion,
  TemplateSection,
  TemplateStep,
} from '@aquarisk/contract/template/template.schema';
import { editBands, newBand, setAnswerType } from './question-edits.ts';
import {
  addItem,
  at,
  editList,
  indexOf,
  mapAt,
  moveItem,
  sortedForEditing,
  withQuestion,
  withSection,
  withStep,
  type ItemKind,
  type ItemPath,
} from './template-tree.ts';

/**
 * The editor's whole state is one template in one reducer. Every edit names its target by position and field and
 * is merged into the current state here, so an input's handler never holds a copy of the template (memoised inputs
 * can skip renders without writing back stale values). Structural edits (add, remove, reorder) touch several
 * levels at once: ordinals are renumbered over the whole tree and includeIf values follow moved options
 * (renumberOrdinals), and new ids are the template-wide max + 1 (nextId). Field edits copy only the path to the
 * edited item, so unchanged sections keep their identity and their memoised editors skip the render.
 */
/** Where a question is: section, step and question positions. */
export interface QuestionAt {
  s: number;
  st: number;
  q: number;
}

export type SectionPatch = Partial<Pick<TemplateSection, 'name' | 'title' | 'description'>>;
export type StepPatch = Partial<Pick<TemplateStep, 'name' | 'title' | 'description'>>;
export type QuestionPatch = Partial<
  Pick<TemplateQuestion, 'name' | 'text' | 'guidance' | 'hint' | 'answerUnits' | 'includeIf' | 'languageText' | 'allowNotApplicable'>
>;
export type ScoringPatch = Partial<TemplateQuestion['answer']['scoring']>;
export type IncludeIfPatch = Partial<NonNullable<TemplateQuestion['includeIf']>>;
type Translation = NonNullable<TemplateQuestion['languageText']>[string];
export type TranslationPatch = Partial<Translation>;
type Thresholds = NonNullable<TemplateBody['riskThresholds']>;
export type OptionPatch = Partial<Pick<AnswerOption, 'name' | 'text' | 'hint' | 'capRisk'>> & { value?: number };
export type BandPatch = Partial<ScoringBand>;

export type EditorAction =
  | { type: 'load'; template: TemplateBody }
  | { type: 'saved' }
  | { type: 'setName'; name: string }
  | { type: 'setRiskThresholds'; riskThresholds: TemplateBody['riskThresholds'] }
  | { type: 'setThreshold'; key: keyof Thresholds; value: number }
  | { type: 'setFarmType'; farmType: TemplateBody['farmType'] }
  | { type: 'editSection'; at: ItemPath; patch: SectionPatch }
  | { type: 'editStep'; at: ItemPath; patch: StepPatch }
  | { type: 'editQuestion'; at: ItemPath; patch: QuestionPatch }
  | { type: 'setAnswerType'; at: ItemPath; answerType: AnswerType }
  | { type: 'editScoring'; at: ItemPath; patch: ScoringPatch }
  /** merges into the question's condition (which must exist); a field never overwrites another one's newer value */
  | { type: 'editIncludeIf'; at: ItemPath; patch: IncludeIfPatch }
  | { type: 'editTranslation'; at: ItemPath; lang: string; patch: TranslationPatch }
  | { type: 'removeTranslation'; at: ItemPath; lang: string }
  | { type: 'editOption'; at: ItemPath; patch: OptionPatch }
  /** number answers (issue 13): scoring bands by position `b`, and the question's own bounds */
  | { type: 'addBand'; at: ItemPath }
  | { type: 'editBand'; at: ItemPath; b: number; patch: BandPatch }
  | { type: 'removeBand'; at: ItemPath; b: number }
  | { type: 'editBounds'; at: ItemPath; patch: Partial<AnswerBounds> }
  | { type: 'clearOptions'; at: ItemPath }
  /** `at` is the parent: {} for a section, {s} for a step, {s, st} for a question, {s, st, q} for an option */
  | { type: 'add'; kind: ItemKind; at: Partial<ItemPath> }
  | { type: 'remove'; kind: ItemKind; at: ItemPath }
  | { type: 'move'; kind: ItemKind; at: ItemPath; by: -1 | 1 };

export interface EditorState {
  template: TemplateBody;
  /** edited since loaded or saved */
  dirty: boolean;
}

function edit(t: TemplateBody, action: EditorAction): TemplateBody {
  switch (action.type) {
    case 'setName':
      return { ...t, name: action.name };
    case 'setRiskThresholds':
      return { ...t, riskThresholds: action.riskThresholds };
    case 'setFarmType':
      return { ...t, farmType: action.farmType ?? undefined };
    case 'setThreshold':
      return t.riskThresholds ? { ...t, riskThresholds: { ...t.riskThresholds, [action.key]: action.value } } : t;
    case 'editSection':
      return withSection(t, action.at, (s) => ({ ...s, ...action.patch }));
    case 'editStep':
      return withStep(t, action.at, (s) => ({ ...s, ...action.patch }));
    case 'editQuestion':
      return withQuestion(t, action.at, (q) => ({ ...q, ...action.patch }));
    case 'setAnswerType':
      return withQuestion(t, action.at, (q) => setAnswerType(q, action.answerType));
    case 'editScoring':
      return withQuestion(t, action.at, (q) => ({ ...q, answer: { ...q.answer, scoring: { ...q.answer.scoring, ...action.patch } } }));
    case 'editIncludeIf':
      return withQuestion(t, action.at, (q) => (q.includeIf ? { ...q, includeIf: { ...q.includeIf, ...action.patch } } : q));
    case 'editTranslation':
      return withQuestion(t, action.at, (q) => {
        const current = q.languageText?.[action.lang] ?? { text: null, guidance: null, hint: null };
        return { ...q, languageText: { ...q.languageText, [action.lang]: { ...current, ...action.patch } } };
      });
    case 'removeTranslation':
      return withQuestion(t, action.at, (q) => {
        const rest = Object.fromEntries(Object.entries(q.languageText ?? {}).filter(([lang]) => lang !== action.lang));
        return { ...q, languageText: Object.keys(rest).length ? rest : null };
      });
    case 'editOption': {
      const { value, ...fields } = action.patch;
      return withQuestion(t, action.at, (q) => ({
        ...q,
        answerOptions: mapAt(q.answerOptions, at(action.at.o), (o) => ({
          ...o,
          ...fields,
          scoring: value === undefined ? o.scoring : { value },
        })),
      }));
    }
    case 'addBand':
      return withQuestion(t, action.at, (q) => editBands(q, (bands) => [...bands, newBand(bands)]));
    case 'editBand':
      return withQuestion(t, action.at, (q) => editBands(q, (bands) => mapAt(bands, action.b, (b) => ({ ...b, ...action.patch }))));
    case 'removeBand':
      return withQuestion(t, action.at, (q) => editBands(q, (bands) => bands.filter((_, i) => i !== action.b)));
    case 'editBounds':
      return withQuestion(t, action.at, (q) => {
        const bounds = { min: null, max: null, ...q.answerBounds, ...action.patch };
        return { ...q, answerBounds: bounds.min === null && bounds.max === null ? undefined : bounds };
      });
    case 'clearOptions':
      return renumberOrdinals(withQuestion(t, action.at, (q) => ({ ...q, answerOptions: [] })));
    case 'add':
      return renumberOrdinals(addItem(t, action.kind, action.at));
    case 'remove': {
      const i = indexOf(action.kind, action.at);
      return renumberOrdinals(editList(t, action.kind, action.at, (list) => list.filter((_, j) => j !== i)));
    }
    case 'move':
      return renumberOrdinals(moveItem(t, action.kind, action.at, action.by));
    default:
      return t;
  }
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  if (action.type === 'load') return { template: sortedForEditing(action.template), dirty: false };
  if (action.type === 'saved') return { ...state, dirty: false };
  const template = edit(state.template, action);
  return template === state.template ? state : { template, dirty: true };
}

export const initEditorState = (template: TemplateBody): EditorState => ({ template: sortedForEditing(template), dirty: false });

/** '+ Template': a blank template with one empty section (docs/requirements.md#results-4: a template is created, then edited). */
export function blankTemplate(): TemplateBody {
  const empty: TemplateBody = {
    name: '',
    minScore: 0,
    maxScore: 0,
    scoring: { minValue: 0, maxValue: 0, defaultValue: 0 },
    riskThresholds: null,
    sections: [],
  };
  return { ...empty, sections: [newSection(empty)] };
}
