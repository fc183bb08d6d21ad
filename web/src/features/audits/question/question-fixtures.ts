import type { AnswerType } from '@aquarisk/contract/answer-types';
import {
  finishedContextSchema,
  openQuestionContextSchema,
  surveySectionsSchema,
  type FlowQuestion as Question,
  type OpenQuestionContext,
  type QuestionContext,
  type TocSection,
} from '@aquarisk/contract/schemas/question-flow.schema';

/**
 * Test data: a question context at one question of an in-progress audit. Built through the contract's schema, so
 * test data that drifts from what the server sends fails here.
 */
export function questionContext(
  type: AnswerType,
  extra: Partial<Question> = {},
  ctx: Partial<OpenQuestionContext> = {},
): OpenQuestionContext {
  return openQuestionContextSchema.parse({
    surveyExtId: 's-1',
    surveyName: 'Hardanger annual audit',
    surveyState: 'IN_PROGRESS',
    isSurveyComplete: false,
    readOnly: false,
    progress: { answered: 3, total: 10 },
    carried: { left: 0, from: null },
    status: 'IN_PROGRESS',
    sectionName: 'Environment',
    sectionId: 2,
    stepTitle: 'Water quality',
    stepId: 5,
    isLastQuestion: false,
    stepCarriedLeft: 0,
    previous: { sectionId: 2, stepId: 5, questionId: 23 },
    question: {
      id: 24,
      name: 'Question 2',
      ordinal: 20,
      text: `A ${type} question`,
      guidance: 'Look at the logbook.',
      hint: null,
      answerType: type,
      answerUnits: 'NONE',
      answerOptions: type.endsWith('SELECT')
        ? [
            { text: 'Daily', ordinal: 10, hint: null },
            { text: 'Weekly', ordinal: 20, hint: null },
            { text: 'Monthly', ordinal: 30, hint: 'At least' },
          ]
        : [],
      answer: null,
      ...extra,
    },
    actionItems: [],
    followedActions: [],
    ...ctx,
  });
}

export function finishContext(extra: Partial<QuestionContext> = {}): QuestionContext {
  const base = {
    surveyExtId: 's-1',
    surveyName: 'Hardanger annual audit',
    surveyState: 'IN_PROGRESS',
    isSurveyComplete: true,
    readOnly: false,
    progress: { answered: 10, total: 10 },
    carried: { left: 0, from: null },
  };
  return finishedContextSchema.parse({ ...base, ...extra, status: 'FINISH' });
}

export const tocSections: TocSection[] = surveySectionsSchema.parse([
  {
    id: 2,
    externalId: '2',
    name: 'Environment',
    ordinal: 20,
    steps: [
      {
        id: 5,
        externalId: '5',
        name: 'Step 1',
        title: 'Water quality',
        ordinal: 10,
        questions: [
          { id: 23, name: 'Question 1', ordinal: 10, text: 'How is oxygen monitored?', included: true, answered: true },
          { id: 24, name: 'Question 2', ordinal: 20, text: 'Oxygen range', included: true, answered: false },
          { id: 25, name: 'Question 3', ordinal: 30, text: 'Describe low-oxygen events', included: false, answered: false },
        ],
      },
    ],
  },
]);
