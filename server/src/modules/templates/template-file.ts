import { templateBodySchema, type TemplateBody } from '@aquarisk/contract/template/template.schema';
import { deriveTemplateScores, validateTemplate } from '@aquarisk/contract/template/template-rules';
import { templateFromCsv } from '@aquarisk/contract/template/template-csv';
import { uploadMessages } from '@aquarisk/contract/messages';
import { AppError } from '../../lib/app-error.ts';
import { unsafeTextPath } from '../../lib/unsafe-text.ts';
import { unsafeTextError } from '../../lib/unsafe-text.ts';
import { checkJsonNesting } from '../../lib/json-nesting.ts';

function badTemplate(message: string, field = 'file'): AppError {
  return new AppError('VALIDATION', message, { [field]: message });
}

/** Parses, validates and derives scores of a template body; one clear 400 naming the field, nothing saved. */
export function checkTemplateBody(input: unknown, name?: string): TemplateBody {
  const candidate = name && input && typeof input === 'object' ? { ...input, name } : input;
  // A file's text never went through the request guard.
  const unsafe = unsafeTextPath(candidate);
  if (unsafe !== null) throw unsafeTextError(unsafe);
  const parsed = templateBodySchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.join('.') || 'template';
    throw badTemplate(`Invalid template at ${path}: ${issue.message}`, path);
  }
  const derived = deriveTemplateScores(parsed.data);
  const result = validateTemplate(derived);
  if (!result.ok) {
    const first = result.errors[0]!;
    throw badTemplate(`Invalid template at ${first.path}: ${first.message}`, first.path);
  }
  return derived;
}

/** A template file: .json (the template body) or .csv (docs/formats/template-csv.md). */
export function parseTemplateFile(fileName: string, content: string, name: string): TemplateBody {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.json')) {
    // A file's text never went through the request's JSON parser and its nesting check.
    checkJsonNesting(content);
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch (e) {
      throw badTemplate(`The file is not valid JSON: ${(e as Error).message}`);
    }
    return checkTemplateBody(json, name);
  }
  if (lower.endsWith('.csv')) {
    const result = templateFromCsv(content, name);
    if (!result.ok) {
      const { line, field, message } = result.error;
      throw badTemplate(`Line ${line}, field ${field}: ${message}`, field);
    }
    return checkTemplateBody(result.template, name);
  }
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', uploadMessages.templateFileType, { file: uploadMessages.templateFileType });
}
