/**
 * Text no field may hold: NUL (PostgreSQL refuses it in text and answers 500) and UTF-16 surrogates without their
 * pair (SQLite stores them as broken text). Well-formed pairs, such as emoji, are fine.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this pattern is for
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isUnsafeText = (text: string) => UNSAFE.test(text);

/**
 * Where in a parsed request part (body, query, params) the first unsafe string or object key is, as a dotted path
 * ('' for the part itself, the object's path for a key); null when there is none.
 */
export function unsafeTextPath(value: unknown, path: readonly (string | number)[] = []): string | null {
  if (typeof value === 'string') return isUnsafeText(value) ? path.join('.') : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unsafeTextPath(value[i], [...path, i]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (isUnsafeText(key)) return path.join('.');
      const found = unsafeTextPath(inner, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
