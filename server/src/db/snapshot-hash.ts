import { createHash } from 'node:crypto';

/** The key of a stored template snapshot: sha256 of its JSON text, so equal bodies share one row. */
export function snapshotHash(bodyJson: string): string {
  return createHash('sha256').update(bodyJson).digest('hex');
}
