import type { AnswerType, AnswerUnit, Operator } from '../answer-types.ts';
import type { CapRisk } from '../risk.ts';
import type {
  AnswerBounds,
  AnswerOption,
  ScoringBand,
  TemplateBody,
  TemplateQuestion,
  TemplateSection,
  TemplateStep,
} from './template.schema.ts';

/**
 * Small builders for tests of the template rules. A question's answer id is 100 + its id, so a test can name the
 * answer of question 3 as 103.
 */
export const answerIdOf = (questionId: number) => 100 + questionId;

export interface QuestionSpec {
  id: number;
  type?: AnswerType;
  ordinal?: number;
  min?: number;
  max?: number;
  default?: number | null;
  yes?: number | null;
  no?: number | null;
  /** [ordinal, scoring value] per option; option ids are 1000 + question id × 10 + position. */
  options?: [number, number][];
  includeIf?: { questionId: number; condition: Operator; value: string } | null;
  text?: string;
  units?: AnswerUnit;
  /** knockouts: the cap of an option by its ordinal */
  optionCaps?: Record<number, CapRisk>;
  capYes?: CapRisk;
  capNo?: CapRisk;
  bands?: ScoringBand[];
  bounds?: AnswerBounds;
  allowNotApplicable?: boolean;
}

export function question(spec: QuestionSpec): TemplateQuestion {
  const type = spec.type ?? 'SHORT_TEXT';
  const options: AnswerOption[] = (spec.options ?? []).map(([ordinal, value], i) => ({
    id: 1000 + spec.id * 10 + i + 1,
    name: `option-${i + 1}`,
    ordinal,
    text: `Option ${ordinal}`,
    hint: null,
    scoring: { value },
    ...(spec.optionCaps?.[ordinal] ? { capRisk: spec.optionCaps[ordinal] } : {}),
  }));
  const extras = {
    ...(spec.bounds ? { answerBounds: spec.bounds } : {}),
    ...(spec.allowNotApplicable ? { allowNotApplicable: true } : {}),
  };
  const scoringExtras = {
    ...(spec.capYes ? { capYes: spec.capYes } : {}),
    ...(spec.capNo ? { capNo: spec.capNo } : {}),
    ...(spec.bands ? { bands: spec.bands } : {}),
  };
  return {
    id: spec.id,
    name: `Question ${spec.id}`,
    text: spec.text ?? `Question text ${spec.id}`,
    guidance: null,
    hint: null,
    ordinal: spec.ordinal ?? spec.id * 10,
    scoring: { minValue: 0, maxValue: 0, defaultValue: 0 },
    includeIf: spec.includeIf
      ? {
          answerId: answerIdOf(spec.includeIf.questionId),
          condition: spec.includeIf.condition,
          value: spec.includeIf.value,
        }
      : null,
    answer: {
      id: answerIdOf(spec.id),
      answerType: type,
      questionId: spec.id,
      scoring: {
        min: spec.min ?? 0,
        max: spec.max ?? 0,
        default: spec.default ?? null,
        yes: spec.yes ?? null,
        no: spec.no ?? null,
        ...scoringExtras,
      },
    },
    answerType: type,
    answerUnits: spec.units ?? 'NONE',
    answerOptions: options,
    languageText: null,
    ...extras,
  };
}

export function step(id: number, questions: TemplateQuestion[], ordinal = id * 10): TemplateStep {
  const zero = { minValue: 0, maxValue: 0, defaultValue: 0 };
  const [name, title] = [`Step ${id}`, `Step title ${id}`];
  return { id, name, title, description: null, ordinal, minScore: 0, maxScore: 0, scoring: zero, questions };
}

export function section(id: number, steps: TemplateStep[], ordinal = id * 10): TemplateSection {
  const zero = { minValue: 0, maxValue: 0, defaultValue: 0 };
  const name = `Section ${id}`;
  return { id, name, title: null, description: null, ordinal, minScore: 0, maxScore: 0, scoring: zero, steps };
}

export function template(sections: TemplateSection[], riskThresholds: TemplateBody['riskThresholds'] = null): TemplateBody {
  const zero = { minValue: 0, maxValue: 0, defaultValue: 0 };
  return { name: 'Test template', minScore: 0, maxScore: 0, scoring: zero, riskThresholds, sections };
}

/** A one-section, one-step template of the given questions. */
export const flat = (...questions: TemplateQuestion[]) => template([section(1, [step(1, questions)])]);

export const answers = (entries: Record<number, string>) =>
  new Map(Object.entries(entries).map(([questionId, value]) => [answerIdOf(Number(questionId)), value]));

/** A template of one section holding one step with `questions`. */
export const oneStepTemplate = (questions: TemplateQuestion[]) => template([section(1, [step(1, questions)])]);
