import { describe, expect, it } from 'vitest';
import { answerTypes } from '../answer-types.ts';
import { formatCsv, parseCsv } from '../csv/csv-records.ts';
import { defaultTemplate } from './default-template.ts';
import { answerIdOf, question, section, step, template } from './template.fixture.ts';
import { REQUIRED_COLUMNS, TEMPLATE_CSV_COLUMNS, type TemplateCsvColumn } from './template-csv-columns.ts';
import { templateFromCsv, templateToCsv } from './template-csv.ts';
import { deriveTemplateScores } from './template-rules.ts';
import { templateBodySchema, type TemplateBody } from './template.schema.ts';

/** A template with every answer type, tricky text, includeIf, languageText, thresholds and empty containers. */
function richTemplate(): TemplateBody {
  const questions = answerTypes.map((type, i) =>
    question({
      id: i + 1,
      type,
      min: i % 3 === 0 ? -1 : 0,
      max: 2.5,
      default: type === 'FLOAT' ? 1.5 : null,
      yes: type === 'YES_NO' ? 2.5 : null,
      no: type === 'YES_NO' ? -1 : null,
      options: type.endsWith('SELECT')
        ? [
            [10, 0.1],
            [20, 1.2],
            [30, 0],
          ]
        : undefined,
    }),
  );
  const select = questions.find((q) => q.answerType === 'MULTI_SELECT')!;
  select.answerOptions[0]!.text = 'Pipes | colons: and "quotes", commas, \\ backslashes \\| \\: and\nnew lines';
  select.answerOptions[0]!.hint = 'hint: with | too';
  select.answerOptions[1]!.text = ':leading colon';
  select.answerOptions[2]!.name = 'custom name';
  const first = questions[0]!;
  first.text = '  Is the "net" intact,\r\nreally?  ';
  first.guidance = '<p>Check <b>all</b> pens</p>';
  first.hint = 'Ünïcødé ✓';
  first.answerUnits = 'CELSIUS';
  first.languageText = {
    no: { text: 'Er nettet intakt?', guidance: null, hint: 'Hint, "quoted"' },
    'pt-BR': { text: 'A rede?', guidance: 'g', hint: null },
  };
  questions[2]!.answer.scoring.capNo = 'HIGH';
  questions[3]!.answerOptions[2]!.capRisk = 'MODERATE_HIGH';
  select.answerOptions[0]!.capRisk = 'MODERATE';
  questions[5]!.answer.scoring.bands = [
    { from: null, to: -1.5, value: 0, capRisk: 'HIGH' },
    { from: -1.5, to: 4, value: 2.5 },
  ];
  questions[5]!.answerBounds = { min: -2, max: 35 };
  questions[6]!.answer.scoring.bands = [{ from: 0, to: null, value: 1.25, capRisk: 'MODERATE_LOW' }];
  questions[7]!.answerBounds = { min: 0, max: null };
  questions[7]!.allowNotApplicable = true;
  questions[2]!.allowNotApplicable = true;
  questions[4]!.includeIf = { answerId: answerIdOf(4), condition: 'CONTAINS', value: '20' };
  questions[5]!.includeIf = { answerId: answerIdOf(1), condition: 'NE', value: '' };
  questions[7]!.includeIf = { answerId: answerIdOf(6), condition: 'BETWEEN', value: '1.5-3' };
  const t = template(
    [section(1, [step(1, questions.slice(0, 7)), step(2, [])]), section(2, [step(3, questions.slice(7))], 20), section(3, [], 30)],
    { low: 85, moderateLow: 65.5, moderate: 45, moderateHigh: 25 },
  );
  t.farmType = 'BIVALVES';
  t.sections[0]!.title = 'Title, with comma';
  t.sections[0]!.description = 'Multi\nline "description"';
  t.sections[1]!.steps[0]!.description = '=SUM(A1)';
  return deriveTemplateScores(templateBodySchema.parse(t));
}

describe('template CSV round trip', () => {
  it('gives back the same template: JSON → CSV → JSON', () => {
    const original = richTemplate();
    const csv = templateToCsv(original);
    expect(templateFromCsv(csv, original.name)).toEqual({ ok: true, template: original });
  });

  it('reads the bands cell of the documentation', () => {
    const csv = formatCsv([
      [...REQUIRED_COLUMNS, 'score_max', 'bands'],
      [
        '1',
        'Environment',
        '1',
        'Temperature',
        '1',
        'Days at or above 18 °C',
        '11',
        'INTEGER',
        '3',
        '0:1:3|1:15:2|15:31:1|31::0:MODERATE_HIGH',
      ],
    ]);
    const result = templateFromCsv(csv, 'Doc');
    expect(result.ok && result.template.sections[0]!.steps[0]!.questions[0]!.answer.scoring.bands).toEqual([
      { from: 0, to: 1, value: 3 },
      { from: 1, to: 15, value: 2 },
      { from: 15, to: 31, value: 1 },
      { from: 31, to: null, value: 0, capRisk: 'MODERATE_HIGH' },
    ]);
  });

  it('carries caps, bands, bounds, N/A and the farm type (issue 13)', () => {
    const result = templateFromCsv(templateToCsv(richTemplate()), 'Rich');
    if (!result.ok) throw new Error(result.error.message);
    const questions = result.template.sections.flatMap((s) => s.steps.flatMap((st) => st.questions));
    expect(result.template.farmType).toBe('BIVALVES');
    expect(questions[2]!.answer.scoring.capNo).toBe('HIGH');
    expect(questions[3]!.answerOptions.map((o) => o.capRisk ?? null)).toEqual([null, null, 'MODERATE_HIGH']);
    expect(questions[4]!.answerOptions[0]).toMatchObject({ capRisk: 'MODERATE', hint: 'hint: with | too' });
    expect(questions[5]!.answer.scoring.bands).toEqual([
      { from: null, to: -1.5, value: 0, capRisk: 'HIGH' },
      { from: -1.5, to: 4, value: 2.5 },
    ]);
    expect(questions[5]!.answerBounds).toEqual({ min: -2, max: 35 });
    expect(questions[7]).toMatchObject({ answerBounds: { min: 0, max: null }, allowNotApplicable: true });
    expect(questions[8]!.allowNotApplicable).toBeUndefined();
  });

  it('writes a header and one row per question, plus rows for an empty step and an empty section', () => {
    const csv = templateToCsv(richTemplate());
    const parsed = parseCsv(csv);
    expect(parsed.ok && parsed.records[0]!.fields).toEqual([...TEMPLATE_CSV_COLUMNS]);
    expect(parsed.records.length).toBe(1 + answerTypes.length + 2);
  });

  it('round-trips the default template', () => {
    const original = deriveTemplateScores(templateBodySchema.parse(defaultTemplate));
    expect(templateFromCsv(templateToCsv(original), original.name)).toEqual({ ok: true, template: original });
  });

  it('keeps thresholds of a template without sections', () => {
    const t = { ...template([], { low: 90, moderateLow: 70, moderate: 50, moderateHigh: 30 }), name: 'Empty' };
    expect(templateFromCsv(templateToCsv(t), 'Empty')).toEqual({ ok: true, template: t });
  });
});

describe('reading hand-written CSV', () => {
  it('needs only the required columns and fills names, ordinals and option ids', () => {
    const csv = formatCsv([
      [
        'section_id',
        'section_name',
        'step_id',
        'step_title',
        'question_id',
        'question_text',
        'answer_id',
        'answer_type',
        'options',
        'score_max',
      ],
      ['1', 'Health', '1', 'Fish', '1', 'Pick one', '11', 'SINGLE_SELECT', '10:Good:2|20:Bad', '2'],
      ['1', '', '1', '', '2', 'Notes', '12', 'SHORT_TEXT', '', ''],
    ]);
    const result = templateFromCsv(csv, 'Hand made');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [q1, q2] = result.template.sections[0]!.steps[0]!.questions;
    expect(result.template.sections[0]).toMatchObject({ name: 'Health', ordinal: 10, maxScore: 2 });
    expect(result.template.sections[0]!.steps[0]).toMatchObject({ name: 'Step 1', title: 'Fish', ordinal: 10 });
    expect(q1).toMatchObject({ name: 'Question 1', ordinal: 10, answerUnits: 'NONE', includeIf: null, guidance: null });
    expect(q1!.answerOptions).toEqual([
      { id: 1, name: 'option-1', ordinal: 10, text: 'Good', hint: null, scoring: { value: 2 } },
      { id: 2, name: 'option-2', ordinal: 20, text: 'Bad', hint: null, scoring: { value: 0 } },
    ]);
    expect(q2).toMatchObject({ name: 'Question 2', ordinal: 20 });
  });
});

const base: Partial<Record<TemplateCsvColumn, string>>[] = [
  {
    section_id: '1',
    section_name: 'Health',
    step_id: '1',
    step_title: 'Fish',
    question_id: '1',
    question_text: 'Healthy?',
    answer_id: '11',
    answer_type: 'YES_NO',
    score_yes: '1',
    score_no: '0',
    score_max: '1',
  },
  {
    section_id: '1',
    step_id: '1',
    question_id: '2',
    question_text: 'How many?',
    answer_id: '12',
    answer_type: 'INTEGER',
    include_if_answer_id: '11',
    include_if_condition: 'EQ',
    include_if_value: 'YES',
  },
];
/** The base file with one row's cells changed (row 0 is line 2). */
function csvWith(row: number, cells: Partial<Record<TemplateCsvColumn, string>>, columns: string[] = [...TEMPLATE_CSV_COLUMNS]) {
  const rows = base.map((r, i) => ({ ...r, ...(i === row ? cells : {}) }));
  return formatCsv([columns, ...rows.map((r) => columns.map((c) => r[c as TemplateCsvColumn] ?? ''))]);
}

describe('malformed template CSV', () => {
  it('accepts the base file', () => expect(templateFromCsv(csvWith(0, {}), 'x').ok).toBe(true));

  it.each([
    ['bad answer type', csvWith(1, { answer_type: 'TEXT' }), 3, 'answer_type', "Unknown answer type 'TEXT' (expected one of SHORT_TEXT,"],
    [
      'missing column',
      csvWith(
        0,
        {},
        TEMPLATE_CSV_COLUMNS.filter((c) => c !== 'answer_type'),
      ),
      1,
      'answer_type',
      'Missing column',
    ],
    ['unknown column', csvWith(0, {}, [...TEMPLATE_CSV_COLUMNS, 'colour']), 1, 'colour', 'Unknown column'],
    ['duplicate column', csvWith(0, {}, [...TEMPLATE_CSV_COLUMNS, 'hint']), 1, 'hint', 'Duplicate column'],
    ['non-numeric score', csvWith(1, { score_max: 'ten' }), 3, 'score_max', 'Must be a number'],
    [
      'unterminated quote',
      `${csvWith(0, {})}1,,,,,1,,,,,3,,,"Open quote,never closed\r\n`,
      4,
      'question_text',
      'Unterminated quoted field',
    ],
    ['text after a closing quote', `${csvWith(0, {})}1,,"Health"x\r\n`, 4, 'section_name', 'Unexpected text after a closing quote'],
    ['empty file', '', 1, 'header', 'The file is empty'],
    [
      'value without a header',
      `${csvWith(0, {}).trimEnd()},surplus\r\n`,
      3,
      `column ${TEMPLATE_CSV_COLUMNS.length + 1}`,
      'A value in a column without a header',
    ],
    ['bad id', csvWith(1, { question_id: '2a' }), 3, 'question_id', 'Must be a positive whole number'],
    ['missing answer id', csvWith(1, { answer_id: '' }), 3, 'answer_id', 'Required'],
    ['unknown unit', csvWith(0, { answer_units: 'FATHOMS' }), 2, 'answer_units', "Unknown unit 'FATHOMS'"],
    ['unknown condition', csvWith(1, { include_if_condition: 'LIKE' }), 3, 'include_if_condition', "Unknown condition 'LIKE'"],
    ['bad options', csvWith(0, { options: '10:Yes|x:No' }), 2, 'options', 'Option 2: the ordinal must be a whole number'],
    ['bad language text', csvWith(0, { language_text: '{not json' }), 2, 'language_text', 'Must be a JSON object'],
    ['contradicting section name', csvWith(1, { section_name: 'Other' }), 3, 'section_name', 'Differs from line 2'],
    ['step in two sections', csvWith(1, { section_id: '2', section_name: 'Env' }), 3, 'step_id', 'Step 1 belongs to section 1 (line 2)'],
    ['question cells without question_id', csvWith(1, { question_id: '' }), 3, 'question_id', 'Required when question_text is set'],
    ['some thresholds', csvWith(0, { risk_low: '80' }), 2, 'risk_moderate_low', 'All four risk thresholds are needed'],
    ['empty question text (schema)', csvWith(1, { question_text: '' }), 3, 'question_text', 'Question text is required'],
    ['empty step title (schema)', csvWith(0, { step_title: '' }), 2, 'step_title', 'Step title is required'],
    [
      'condition on a later question (rules)',
      csvWith(1, { include_if_answer_id: '12' }),
      3,
      'include_if_answer_id',
      'Must name the answer of an earlier question',
    ],
    ['unknown cap', csvWith(0, { cap_no: 'FATAL' }), 2, 'cap_no', "Unknown cap 'FATAL'"],
    ['bad bands', csvWith(1, { bands: '0:5:1|5:x:0' }), 3, 'bands', 'Band 2: the to must be a number'],
    ['bands with too few parts', csvWith(1, { bands: '0:5' }), 3, 'bands', 'Band 1 must be from:to:value'],
    ['bad allow_na', csvWith(1, { allow_na: 'maybe' }), 3, 'allow_na', "Must be 'yes' or empty"],
    ['bad bound', csvWith(1, { bound_min: 'low' }), 3, 'bound_min', 'Must be a number'],
    ['unknown farm type', csvWith(0, { farm_type: 'SHRIMP' }), 2, 'farm_type', "Unknown farm type 'SHRIMP'"],
    ['farm type on a later row differs', csvWith(1, { farm_type: 'SEAWEED' }), 3, 'farm_type', 'Differs from line 2'],
    ['caps on a number (rules)', csvWith(1, { cap_yes: 'HIGH' }), 3, 'cap_yes', 'Only a yes/no answer has caps'],
    ['overlapping bands (rules)', csvWith(1, { bands: '0:5:0|4::0' }), 3, 'bands', 'Bands 1 and 2 overlap'],
    ['bounds upside down (rules)', csvWith(1, { bound_min: '5', bound_max: '1' }), 3, 'bound_max', 'The upper bound must be above'],
    ['yes/no without scores (rules)', csvWith(0, { score_yes: '' }), 2, 'score_yes', 'A yes/no question needs a score for yes'],
    [
      'thresholds not descending (rules)',
      csvWith(0, { risk_low: '10', risk_moderate_low: '60', risk_moderate: '40', risk_moderate_high: '20' }),
      2,
      'risk_low',
      'Risk thresholds must descend',
    ],
  ] as const)('%s', (_, csv, line, field, message) => {
    const result = templateFromCsv(csv, 'x');
    expect(result).toMatchObject({ ok: false, error: { line, field } });
    expect(result.ok ? '' : result.error.message).toContain(message);
  });
});
