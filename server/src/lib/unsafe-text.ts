import { serverMessages } from '@aquarisk/contract/messages';
import { AppError } from './app-error.ts';

/**
 * Text no field may hold: NUL (PostgreSQL refuses it in text and answers 500) and UTF-16 surrogates without their
 * pair (SQLite stores them as broken text). Well-formed pairs, such as emoji, are fine.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this pattern is for
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isUnsafeText = (text: string) => UNSAFE.test(text);

/** A value still to visit: the key it sits under in its parent (null for the part itself), and that parent. */
interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit | null): string {
  const keys: (string | number)[] = [];
  for (let v = visit; v !== null && v.key !== null; v = v.parent) keys.push(v.key);
  return keys.reverse().join('.');
}

/**
 * Where in a parsed request part (body, query, params) the first unsafe string or object key is, as a dotted path
 * ('' for the part itself, the object's path for a key); null when there is none. Walked with a stack of its own,
 * not by recursion, so no nesting can overflow the call stack, and the path is built only for the value it names.
 */
export function unsafeTextPath(root: unknown): string | null {
  const stack: Visit[] = [{ value: root, key: null, parent: null }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const { value } = visit;
    // A key is checked when its value's turn comes, so the first problem in document order is the one named.
    if (typeof visit.key === 'string' && isUnsafeText(visit.key)) return pathOf(visit.parent);
    if (typeof value === 'string') {
      if (isUnsafeText(value)) return pathOf(visit);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: i, parent: visit });
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], key: entries[i]![0], parent: visit });
    }
  }
  return null;
}

/** The 400 for a field holding such text, keyed by the field's path. */
export function unsafeTextError(path: string): AppError {
  return new AppError('VALIDATION', serverMessages.unsafeText, { [path || 'value']: serverMessages.unsafeText });
}
