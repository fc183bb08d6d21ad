import type { AnswerInputProps } from './answer-input-props.ts';
import { DateAnswer, DateTimeAnswer } from './date-answer.tsx';
import { LongTextAnswer } from './long-text-answer.tsx';
import { MultiSelectAnswer } from './multi-select-answer.tsx';
import { NumberAnswer } from './number-answer.tsx';
import { RangeAnswer } from './range-answer.tsx';
import { ShortTextAnswer, UrlAnswer } from './text-answer.tsx';
import { SingleSelectAnswer, YesNoAnswer } from './choice-answer.tsx';
import { UserAnswer } from './user-answer.tsx';

/** The input for the question's answer type (docs/requirements.md#core-3, §5). */
export function AnswerInput(props: AnswerInputProps) {
  switch (props.question.answerType) {
    case 'SHORT_TEXT':
      return <ShortTextAnswer {...props} />;
    case 'LONG_TEXT':
      return <LongTextAnswer {...props} />;
    case 'YES_NO':
      return <YesNoAnswer {...props} />;
    case 'SINGLE_SELECT':
      return <SingleSelectAnswer {...props} />;
    case 'MULTI_SELECT':
      return <MultiSelectAnswer {...props} />;
    case 'FLOAT':
    case 'INTEGER':
      return <NumberAnswer {...props} />;
    case 'FLOAT_RANGE':
    case 'INTEGER_RANGE':
      return <RangeAnswer {...props} />;
    case 'DATE':
      return <DateAnswer {...props} />;
    case 'DATE_TIME':
      return <DateTimeAnswer {...props} />;
    case 'URL':
      return <UrlAnswer {...props} />;
    case 'USER':
      return <UserAnswer {...props} />;
  }
}
