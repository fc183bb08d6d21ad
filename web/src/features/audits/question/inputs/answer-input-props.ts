import type { FlowQuestion as Question } from '@aquarisk/contract/schemas/question-flow.schema';

/** Every answer input edits the answerValue text form of docs/requirements.md#decisions-audits ('[10,30]', '1.50-3.25', …). */
export interface AnswerInputProps {
  question: Question;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled: boolean;
  /** the audit, whose people a USER answer picks from */
  surveyExtId: string;
}
