import { RISK_MODEL_VERSION } from '@aquarisk/contract/scoring/model-version';
import { resolveRules } from '@aquarisk/contract/scoring/rules/rule-packs';
import { farmSchema } from '@aquarisk/contract/schemas/farm.schema';
import { auditResultsSchema, stepResultsSchema } from '@aquarisk/contract/schemas/results.schema';

// Built through the contract's schemas, so test data that drifts from what the server sends fails here.
/** Results of a scored audit as the server answers an admin (non-admins get the same without the step scores). */
export const auditResults = auditResultsSchema.parse({
  title: 'Bantry Bay longline audit',
  surveyExtId: 's-1',
  risk: 'MODERATE',
  normScore: 51.34,
  scoredAt: '2026-01-31T11:00:00.000Z',
  children: [
    {
      id: 1,
      externalId: '1',
      name: 'Animal Health',
      risk: 'MODERATE_LOW',
      normScore: 61.4,
      children: [
        {
          id: 1,
          externalId: '1',
          title: 'Fish health planning',
          description: 'Vet and plan.',
          risk: 'HIGH',
          score: 1,
          minScore: 0,
          maxScore: 14,
          normScore: 7.1,
        },
        {
          id: 2,
          externalId: '2',
          title: 'Sea lice management',
          description: null,
          risk: 'LOW',
          score: 6,
          minScore: 0,
          maxScore: 6,
          normScore: 100,
        },
      ],
    },
    {
      id: 2,
      externalId: '2',
      name: 'Environment',
      risk: 'MODERATE',
      normScore: 45.7,
      children: [
        {
          id: 5,
          externalId: '5',
          title: 'Water quality monitoring',
          description: null,
          risk: 'MODERATE',
          score: 2,
          minScore: 0,
          maxScore: 4,
          normScore: 50,
        },
      ],
    },
  ],
});

export const stepResults = stepResultsSchema.parse({
  id: 1,
  externalId: '1',
  sectionName: 'Animal Health',
  title: 'Fish health planning',
  description: 'Vet and plan.',
  risk: 'HIGH',
  questions: [
    {
      id: 11,
      name: 'Question 1',
      ordinal: 10,
      text: 'Who is the fish health manager?',
      answerType: 'USER',
      answerUnits: 'NONE',
      answerOptions: [],
      answer: { answerStr: 'u-7' },
    },
    {
      id: 12,
      name: 'Question 2',
      ordinal: 20,
      text: 'Is there a written plan?',
      answerType: 'YES_NO',
      answerUnits: 'NONE',
      answerOptions: [],
      answer: { answerStr: 'NO' },
    },
    {
      id: 13,
      name: 'Question 3',
      ordinal: 30,
      text: 'How often does a vet visit?',
      answerType: 'SINGLE_SELECT',
      answerUnits: 'NONE',
      answerOptions: [
        { ordinal: 10, text: 'At least monthly' },
        { ordinal: 20, text: 'Quarterly' },
      ],
      answer: { answerStr: '[20]' },
    },
    {
      id: 14,
      name: 'Question 4',
      ordinal: 40,
      text: 'Lowest oxygen?',
      answerType: 'FLOAT',
      answerUnits: 'MG_L',
      answerOptions: [],
      answer: { answerStr: '4.5' },
    },
  ],
});

export const farm = farmSchema.parse({
  externalId: 'f-1',
  companyExtId: 'c-a',
  name: 'Bantry Bay Mussels',
  description: null,
  siteId: 'IE-BB-22',
  siteType: 'Longlines',
  species: 'Blue mussel',
  country: 'Ireland',
  stateProvince: 'Cork',
  latitude: 51.68,
  longitude: -9.45,
  animalCount: null,
  tonnage: 1200,
  farmArea: 60,
  growingArea: 48,
  harvestWeight: null,
  stockingDensity: null,
  stockingWeight: null,
  structureCount: 40,
  structures: [],
  startYear: 2005,
  duration: 18,
  surveyDate: null,
  currencyCode: 'EUR',
  actualValue: 1900000,
  avgValue: 1700000,
  maxValue: 2300000,
  availableMediaCategories: [],
});

const licenceCap = {
  sectionId: 1,
  stepId: 1,
  questionId: 12,
  questionText: 'Is the site licence valid?',
  answerText: 'No',
  capRisk: 'HIGH' as const,
};

/** A good farm (86.2 %, LOW by score) capped at HIGH by a knockout answer in its first step (issue 13). */
export const cappedResults = auditResultsSchema.parse({
  ...auditResults,
  title: 'Loch Creran compliance audit',
  normScore: 86.2,
  risk: 'HIGH',
  scoreRisk: 'LOW',
  caps: [licenceCap],
  children: auditResults.children.map((section, i) =>
    i === 0
      ? {
          ...section,
          risk: 'HIGH',
          scoreRisk: 'MODERATE_LOW',
          caps: [licenceCap],
          children: section.children.map((step, j) =>
            j === 0 ? { ...step, risk: 'HIGH', scoreRisk: 'MODERATE', caps: [licenceCap] } : step,
          ),
        }
      : section,
  ),
});

/** The capped step: the knockout answer is marked, and an N/A answer shows as N/A. */
export const cappedStep = stepResultsSchema.parse({
  ...stepResults,
  risk: 'HIGH',
  scoreRisk: 'MODERATE',
  caps: [licenceCap],
  questions: stepResults.questions.map((q) =>
    q.id === 12
      ? { ...q, text: 'Is the site licence valid?', capRisk: 'HIGH' }
      : q.id === 14
        ? { ...q, answer: { answerStr: 'N/A' }, notApplicable: true }
        : q,
  ),
});

const liceCap = {
  sectionId: 1,
  stepId: 2,
  questionId: 21,
  questionText: 'Highest weekly average of adult female lice per fish in the last 12 months',
  answerText: '0.62 lice per fish',
  capRisk: 'MODERATE_HIGH',
  limit: {
    kind: 'LEGAL',
    text: 'fewer than 0.5 adult female lice per fish at all times',
    source: 'Lakselusforskriften (Regulation on the control of salmon lice in aquaculture)',
  },
} as const;
const escapeCap = {
  sectionId: 2,
  stepId: 5,
  questionId: 51,
  questionText: 'Fish escaped from the site this cycle (known or estimated)',
  answerText: '420',
  capRisk: 'MODERATE_HIGH',
  limit: {
    kind: 'STANDARD',
    text: 'fewer than 300 fish escaped in a production cycle',
    source: 'ASC Salmon Standard v1.4, criterion 3.4.1',
  },
} as const;

/** Issue 22: a result of the current risk model for a Norwegian salmon farm, with a legal breach, a standard not met and its packs. */
export const modelResults = auditResultsSchema.parse({
  ...auditResults,
  title: 'Lofoten North winter audit',
  normScore: 84.1,
  risk: 'MODERATE_HIGH',
  scoreRisk: 'LOW',
  caps: [liceCap, escapeCap],
  modelVersion: RISK_MODEL_VERSION,
  exposure: { score: 38, minScore: 0, maxScore: 61, normScore: 62.3, risk: 'MODERATE_LOW' },
  // the packs the contract applies to a Norwegian salmon farm, as the server records them
  rulePacks: resolveRules({ species: 'Atlantic salmon', country: 'Norway' }).packs,
});

/** Issue 37 item 5: a shrimp farm in Ecuador, where no jurisdiction pack applies and no lice are asked. */
export const shrimpResults = auditResultsSchema.parse({
  ...auditResults,
  title: 'Guayas shrimp audit',
  caps: [],
  modelVersion: RISK_MODEL_VERSION,
  exposure: { score: 30, minScore: 0, maxScore: 40, normScore: 75, risk: 'MODERATE_LOW', perils: ['mortality', 'oxygen', 'water quality'] },
  rulePacks: [
    { id: 'base', name: 'Aquarisk standard limits', kind: 'BASE', notes: [] },
    { id: 'species-shrimp', name: 'Shrimp (whiteleg, tiger)', kind: 'SPECIES', notes: [] },
  ],
});
