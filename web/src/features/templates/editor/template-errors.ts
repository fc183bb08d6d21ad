import { deriveTemplateScores, validateTemplate } from '@aquarisk/contract/template/template-rules';
import { templateBodySchema, type TemplateBody } from '@aquarisk/contract/template/template.schema';

/** Field path (as validateTemplate names it, e.g. `sections[0].steps[1].title`) → message. */
export type TemplateErrors = ReadonlyMap<string, string>;

/** ['sections', 0, 'steps', 1, 'title'] → 'sections[0].steps[1].title' */
export function pathOf(segments: readonly PropertyKey[]): string {
  return segments.map((s, i) => (typeof s === 'number' ? `[${s}]` : `${i === 0 ? '' : '.'}${String(s)}`)).join('');
}

/** The server names zod paths with dots ('sections.0.steps.1.title'); the editor uses brackets. */
export const bracketPath = (path: string) => path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

/**
 * What the server would reject, before saving: the template schema (required texts, lengths) and validateTemplate
 * (ids, yes/no scores, options, includeIf references, thresholds). The first message per field is kept.
 */
export function collectErrors(template: TemplateBody): TemplateErrors {
  const errors = new Map<string, string>();
  const add = (path: string, message: string) => {
    if (!errors.has(path)) errors.set(path, message);
  };
  const parsed = templateBodySchema.safeParse(template);
  if (!parsed.success) for (const issue of parsed.error.issues) add(pathOf(issue.path), issue.message);
  const checked = validateTemplate(deriveTemplateScores(template));
  if (!checked.ok) for (const e of checked.errors) add(e.path, e.message);
  return errors;
}

const SERVER_MESSAGE = /^Invalid template at (.+?): (.+)$/s;

/** 'Invalid template at sections.0.steps.1.title: Step title is required' → that field and message. */
export function serverFieldError(message: string): { path: string; message: string } | null {
  const match = SERVER_MESSAGE.exec(message);
  if (!match) return null;
  return { path: bracketPath(match[1]!), message: match[2]! };
}

export interface PathIndices {
  s?: number;
  st?: number;
  q?: number;
  o?: number;
}

/** The array positions a path goes through: `sections[2].steps[0].questions[4].text` → {s: 2, st: 0, q: 4}. */
export function indicesOf(path: string): PathIndices {
  const read = (name: string) => {
    const m = new RegExp(`${name}\\[(\\d+)\\]`).exec(path);
    return m ? Number(m[1]) : undefined;
  };
  const found: PathIndices = {};
  const s = read('sections');
  const st = read('steps');
  const q = read('questions');
  const o = read('answerOptions');
  if (s !== undefined) found.s = s;
  if (st !== undefined) found.st = st;
  if (q !== undefined) found.q = q;
  if (o !== undefined) found.o = o;
  return found;
}

const FIELD_LABELS: Record<string, string> = {
  name: 'name',
  title: 'title',
  description: 'description',
  text: 'text',
  hint: 'hint',
  guidance: 'guidance',
  'includeIf.answerId': 'condition question',
  'includeIf.value': 'condition value',
  'answer.scoring.max': 'maximum score',
  'answer.scoring.yes': 'score for yes',
  'answer.scoring.no': 'score for no',
  answerOptions: 'options',
  'answer.scoring.capYes': 'knockout when Yes',
  'answer.scoring.capNo': 'knockout when No',
  'answer.scoring.bands': 'scoring bands',
  from: 'band start',
  to: 'band end',
  value: 'band score',
  'scoring.value': 'score',
  answerBounds: 'lowest allowed answer',
  'answerBounds.max': 'highest allowed answer',
};

/** Where a problem is, in words: 'Section 2 › Step 1 › Question 3 › text'. */
export function describePath(template: TemplateBody, path: string): string {
  const { s, st, q, o } = indicesOf(path);
  const parts: string[] = [];
  const section = s === undefined ? undefined : template.sections[s];
  const step = st === undefined ? undefined : section?.steps[st];
  const question = q === undefined ? undefined : step?.questions[q];
  if (s === undefined) parts.push('Template');
  if (section) parts.push(`Section ${s! + 1} (${section.name || 'unnamed'})`);
  if (step) parts.push(`Step ${st! + 1}${step.title ? ` (${step.title})` : ''}`);
  if (question) parts.push(`Question ${q! + 1}`);
  if (o !== undefined) parts.push(`Option ${o + 1}`);
  if (path.startsWith('riskThresholds')) {
    parts.push('risk thresholds');
  } else {
    const field = path.replace(/^.*\]\./, '').replace(/^.*\]$/, '');
    const label = FIELD_LABELS[field] ?? field;
    if (label) parts.push(label);
  }
  return parts.join(' › ');
}
