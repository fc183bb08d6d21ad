export const answerTypes = [
  'SHORT_TEXT',
  'LONG_TEXT',
  'YES_NO',
  'SINGLE_SELECT',
  'MULTI_SELECT',
  'FLOAT',
  'FLOAT_RANGE',
  'INTEGER',
  'INTEGER_RANGE',
  'DATE',
  'DATE_TIME',
  'URL',
  'USER',
] as const;
export type AnswerType = (typeof answerTypes)[number];

export const answerUnits = [
  'MG_L',
  'PERCENT',
  'PPM',
  'PPT',
  'FEET_INCHES',
  'METERS',
  'FAHRENHEIT',
  'CELSIUS',
  'YEAR',
  'KILOGRAMS',
  'GRAMS',
  'LITRES',
  'MILLILITERS',
  'KG_M3',
  'LICE_PER_FISH',
  'M_S',
  'PERCENT_SATURATION',
  'DAYS',
  'NONE',
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
  KG_M3: 'kg/m³',
  LICE_PER_FISH: 'lice per fish',
  M_S: 'm/s',
  PERCENT_SATURATION: '% saturation',
  DAYS: 'days',
  NONE: '',
};

export const operators = ['EQ', 'NE', 'GTE', 'LTE', 'GT', 'LT', 'BETWEEN', 'CONTAINS'] as const;
export type Operator = (typeof operators)[number];

export const surveyStates = ['NOT_STARTED', 'IN_PROGRESS', 'SCORED'] as const;
export type SurveyState = (typeof surveyStates)[number];

export const selectTypes: readonly AnswerType[] = ['SINGLE_SELECT', 'MULTI_SELECT'];

/** Number answers: they may declare their own bounds and carry scoring bands (docs/scoring.md). */
export const numberTypes: readonly AnswerType[] = ['INTEGER', 'FLOAT', 'INTEGER_RANGE', 'FLOAT_RANGE'];
export const isNumberType = (type: AnswerType): boolean => numberTypes.includes(type);
export const isRangeType = (type: AnswerType): boolean => type === 'INTEGER_RANGE' || type === 'FLOAT_RANGE';

/** The stored answer of a question answered 'not applicable' (only where the question allows it). */
export const NOT_APPLICABLE = 'N/A';
