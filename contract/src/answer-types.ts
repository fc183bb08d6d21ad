export const answerTypes = [
  'SHORT_TEXT', 'LONG_TEXT', 'YES_NO', 'SINGLE_SELECT', 'MULTI_SELECT', 'FLOAT', 'FLOAT_RANGE', 'INTEGER',
  'INTEGER_RANGE', 'DATE', 'DATE_TIME', 'URL', 'USER',
] as const;
export type AnswerType = (typeof answerTypes)[number];

export const answerUnits = [
  'MG_L', 'PERCENT', 'PPM', 'PPT', 'FEET_INCHES', 'METERS', 'FAHRENHEIT', 'CELSIUS', 'YEAR', 'KILOGRAMS', 'GRAMS',
  'LITRES', 'MILLILITERS', 'NONE',
] as const;
export type AnswerUnit = (typeof answerUnits)[number];

export const answerUnitLabels: Record<AnswerUnit, string> = {
  MG_L: 'mg/l',
  PERCENT: '%',
  PPM: 'ppm',
  PPT: 'ppt',
  FEET_INCHES: 'ft/in',
  METERS: 'm',
  FAHRENHEIT: '°F',
  CELSIUS: '°C',
  YEAR: 'years',
  KILOGRAMS: 'kg',
  GRAMS: 'g',
  LITRES: 'l',
  MILLILITERS: 'ml',
  NONE: '',
};

export const operators = ['EQ', 'NE', 'GTE', 'LTE', 'GT', 'LT', 'BETWEEN', 'CONTAINS'] as const;
export type Operator = (typeof operators)[number];

export const surveyStates = ['NOT_STARTED', 'IN_PROGRESS', 'SCORED'] as const;
export type SurveyState = (typeof surveyStates)[number];

export const selectTypes: readonly AnswerType[] = ['SINGLE_SELECT', 'MULTI_SELECT'];
