/**
 * Options matching typed text, prefix matches first, then substring matches; nothing before the first character.
 * With `describe`, an option also matches by its description (a currency code by its name: 'krone' finds NOK).
 */
export function matchOptions(options: readonly string[], text: string, limit = 10, describe?: (option: string) => string): string[] {
  const q = text.trim().toLowerCase();
  if (!q) return [];
  const starts: string[] = [];
  const contains: string[] = [];
  for (const o of options) {
    const lower = o.toLowerCase();
    if (lower.startsWith(q)) starts.push(o);
    else if (lower.includes(q) || describe?.(o).toLowerCase().includes(q)) contains.push(o);
  }
  return [...starts, ...contains].slice(0, limit);
}

/** The list's own spelling of a typed value, matched without regard to case or surrounding spaces. */
export function canonicalOption(options: readonly string[], text: string): string | undefined {
  const q = text.trim().toLowerCase();
  return q ? options.find((o) => o.toLowerCase() === q) : undefined;
}
