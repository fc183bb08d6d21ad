import type { AnswerType, AnswerUnit, SurveyState } from '@aquarisk/contract/answer-types';
import type { ActionRiskLevel } from '@aquarisk/contract/risk';

export interface QuestionRef {
  sectionId: number;
  stepId: number;
  questionId: number;
}

export interface AnswerOption {
  text: string;
  ordinal: number;
  hint: string | null;
}

export interface Question {
  id: number;
  name: string;
  ordinal: number;
  text: string;
  guidance: string | null;
  hint: string | null;
  answerType: AnswerType;
  answerUnits: AnswerUnit | null;
  answerOptions: AnswerOption[];
  answer: { answerStr: string } | null;
  /** the question's own numeric bounds (issue 13); without them the spec's number rules hold */
  answerBounds?: { min: number | null; max: number | null } | null;
  /** the auditor may answer N/A */
  allowNotApplicable?: boolean;
}

export interface ActionSummary {
  externalId: string;
  title: string;
  riskLevel: ActionRiskLevel;
  closedAt: string | null;
}

interface ContextBase {
  surveyExtId: string;
  surveyName: string;
  surveyState: SurveyState;
  isSurveyComplete: boolean;
  readOnly: boolean;
  progress: { answered: number; total: number };
}

/** The question at the user's cursor (spec 1 §3, spec 2 §3); FINISH carries no question. */
export type QuestionContext =
  | (ContextBase & { status: 'FINISH' })
  | (ContextBase & {
      status: 'NOT_STARTED' | 'IN_PROGRESS';
      sectionName: string;
      sectionId: number;
      stepTitle: string;
      stepId: number;
      isLastQuestion: boolean;
      previous: QuestionRef | null;
      question: Question;
      actionItems: ActionSummary[];
    });

export type OpenQuestionContext = Extract<QuestionContext, { question: Question }>;

export interface TocQuestion {
  id: number;
  name: string;
  ordinal: number;
  text: string;
  included: boolean;
  answered: boolean;
}
export interface TocStep {
  id: number;
  name: string;
  title: string;
  ordinal: number;
  questions: TocQuestion[];
}
export interface TocSection {
  id: number;
  name: string;
  ordinal: number;
  steps: TocStep[];
}
