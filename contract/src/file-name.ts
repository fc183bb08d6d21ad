/** Characters (code points) an uploaded file's stored name keeps at most; the name columns hold 255. */
export const FILE_NAME_MAX = 200;

/**
 * The name an uploaded file is stored and shown under: media items (docs/requirements.md#results-5: spaces become hyphens) and
 * environmental CSVs alike. Only the last path segment is kept; control characters, anything but letters, digits
 * and `. _ -`, and leading dots go; the rest is cut at FILE_NAME_MAX code points, so an astral character (two UTF-16
 * units) is kept whole or dropped, never halved into a lone surrogate.
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/\p{Cc}/gu, '')
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}._-]/gu, '')
    .replace(/^\.+/, '');
  return Array.from(cleaned).slice(0, FILE_NAME_MAX).join('') || 'file';
}
