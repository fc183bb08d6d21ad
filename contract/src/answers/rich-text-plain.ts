const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Rich text as plain text (the activity log, a PDF's narrow answer column): a line per paragraph, heading or item, tags dropped, entities decoded. */
export function richTextToPlain(html: string): string {
  return html
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]*\n[ \t\n]*/g, '\n')
    .trim();
}
