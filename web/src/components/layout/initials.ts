function fromWords(words: string[]): string {
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (w: string | undefined) => (w ? (Array.from(w)[0] ?? '') : '');
  return (letter(first) + letter(last)).toUpperCase();
}

/** The user menu's initials: from the full name ('Ada Lovelace' → 'AL'), else from the e-mail ('john.doe@…' → 'JD'). */
export function initials(fullName: string | null | undefined, email: string): string {
  const fromName = fromWords((fullName ?? '').trim().split(/\s+/).filter(Boolean));
  if (fromName) return fromName;
  const local = email.split('@')[0] ?? '';
  return fromWords(local.split(/[._+-]+/).filter(Boolean)) || '?';
}
