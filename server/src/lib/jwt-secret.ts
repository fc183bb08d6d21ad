import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { OWNER_FILE, ownerOnlyDir } from './owner-only.ts';

/** JWT_SECRET when set; otherwise a random secret kept in DATA_DIR so restarts do not sign everyone out. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  ownerOnlyDir(dataDir);
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: OWNER_FILE });
  return secret;
}
