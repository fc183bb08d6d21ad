import fs from 'node:fs';
import path from 'node:path';

/**
 * Every directory and file under `root` (itself included) whose permission bits are not the owner's only: 0700 for a
 * directory, 0600 for a file. Empty when all are (issue 37 item 21).
 */
export function notOwnerOnly(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (p: string) => {
    const stat = fs.statSync(p);
    const mode = stat.mode & 0o777;
    const want = stat.isDirectory() ? 0o700 : 0o600;
    if (mode !== want) out[path.relative(root, p) || '.'] = mode.toString(8);
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
  };
  visit(root);
  return out;
}
