/**
 * What identifies a person in stored text (issue 24 part 4): every e-mail, full name and phone number the account
 * has had (today's, and earlier ones the log recorded), and how to replace them with the tombstone's.
 */
export interface Identifiers {
  emails: string[];
  names: string[];
  phones: string[];
}

/** Shorter names would match inside ordinary words; a name of one letter is not searched for. */
const MIN_NAME = 2;
/** Shorter phone numbers would match inside other numbers. */
const MIN_PHONE = 6;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const unique = (values: (string | null | undefined)[]) => [...new Set(values.map((v) => v?.trim() ?? '').filter(Boolean))];

export function identifiersOf(
  current: { email: string; fullName: string | null; phone: string | null },
  history: Identifiers,
): Identifiers {
  return {
    emails: unique([current.email, ...history.emails].map((e) => e.toLowerCase())),
    names: unique([current.fullName, ...history.names]).filter((n) => n.length >= MIN_NAME),
    phones: unique([current.phone, ...history.phones]).filter((p) => p.length >= MIN_PHONE),
  };
}

/** The texts to look for in stored JSON and columns (as JSON escapes them, without the quotes). */
export function needles(ids: Identifiers): string[] {
  return [...ids.emails, ...ids.names, ...ids.phones].map((v) => JSON.stringify(v).slice(1, -1));
}

/**
 * Replaces every identifier in a string: e-mails anywhere (case-insensitive), names as whole words (any case),
 * phone numbers anywhere. E-mails go first, so a name inside an address goes with the address.
 */
export function scrubText(ids: Identifiers, tombstone: { email: string; name: string }): (text: string) => string {
  const rules: [RegExp, string][] = [
    ...ids.emails.map((e): [RegExp, string] => [new RegExp(escape(e), 'gi'), tombstone.email]),
    ...[...ids.names]
      .sort((a, b) => b.length - a.length)
      .map((n): [RegExp, string] => [new RegExp(`(?<![\\p{L}\\p{N}])${escape(n)}(?![\\p{L}\\p{N}])`, 'giu'), tombstone.name]),
    ...ids.phones.map((p): [RegExp, string] => [new RegExp(escape(p), 'g'), tombstone.name]),
  ];
  return (text) => rules.reduce((t, [pattern, by]) => t.replace(pattern, by), text);
}

/** The same through any JSON value (the log's `{ field: [before, after] }`): strings scrubbed, structure kept. */
export function scrubValue(scrub: (text: string) => string): (value: unknown) => unknown {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return scrub(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [scrub(k), walk(x)]));
    return v;
  };
  return walk;
}

/** Identifiers an account had before, from the log's entries about it (profile changes record before and after). */
export function historyFrom(entries: { targetName: string | null; changes: Record<string, [unknown, unknown]> }[]): Identifiers {
  const out: Identifiers = { emails: [], names: [], phones: [] };
  const strings = (pair: readonly unknown[] | undefined): string[] => (pair ?? []).filter((v): v is string => typeof v === 'string');
  for (const e of entries) {
    if (e.targetName?.includes('@')) out.emails.push(e.targetName);
    out.emails.push(...strings(e.changes['email']));
    out.names.push(...strings(e.changes['fullName']));
    out.phones.push(...strings(e.changes['phone']));
  }
  return out;
}
