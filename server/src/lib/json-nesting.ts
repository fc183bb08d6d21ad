import { MAX_JSON_NESTING, requestLimitMessages } from '@aquarisk/contract/request-limits';
import { AppError } from './app-error.ts';

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, read in one pass over the characters before anything
 * parses or walks it (issue 21: 8,000 brackets in 16 KB overflowed the stack of a recursive walk and cost seconds of
 * CPU per request). Brackets inside strings do not count. Malformed text may be miscounted; JSON.parse refuses it next.
 */
export function jsonNestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

export const tooDeeplyNested = () => new AppError('BAD_REQUEST', requestLimitMessages.tooDeeplyNested);

/** Refuses JSON text nested deeper than MAX_JSON_NESTING (issue 21), before it is parsed or walked. */
export function checkJsonNesting(text: string): void {
  if (jsonNestingExceeds(text, MAX_JSON_NESTING)) throw tooDeeplyNested();
}
