import { answerTypes, answerUnitLabels, answerUnits, operators, type AnswerType, type Operator } from '@aquarisk/contract/answer-types';

export const answerTypeLabels: Record<AnswerType, string> = {
  SHORT_TEXT: 'Short text',
  LONG_TEXT: 'Long text',
  YES_NO: 'Yes / No',
  SINGLE_SELECT: 'Single select',
  MULTI_SELECT: 'Multi select',
  FLOAT: 'Decimal number',
  FLOAT_RANGE: 'Decimal range',
  INTEGER: 'Whole number',
  INTEGER_RANGE: 'Whole number range',
  DATE: 'Date',
  DATE_TIME: 'Date and time',
  URL: 'URL',
  USER: 'Company user',
};

export const answerTypeOptions = answerTypes.map((value) => ({ value, label: answerTypeLabels[value] }));

export const unitOptions = answerUnits.map((value) => ({
  value,
  label: value === 'NONE' ? 'None' : `${answerUnitLabels[value]} (${value})`,
}));

export const operatorLabels: Record<Operator, string> = {
  EQ: 'equals (EQ)',
  NE: 'does not equal (NE)',
  GTE: 'at least (GTE)',
  LTE: 'at most (LTE)',
  GT: 'more than (GT)',
  LT: 'less than (LT)',
  BETWEEN: 'between (BETWEEN)',
  CONTAINS: 'contains (CONTAINS)',
};
export const operatorOptions = operators.map((value) => ({ value, label: operatorLabels[value] }));

export const isSelect = (t: AnswerType) => t === 'SINGLE_SELECT' || t === 'MULTI_SELECT';
