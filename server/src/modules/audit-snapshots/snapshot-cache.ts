import type { TemplateBody } from '@aquarisk/contract/template/template.schema';

/**
 * Parsed template snapshots by content hash. A snapshot row is written once, at launch, and never changes (later
 * template edits store a new body under a new hash), so an entry cannot go stale and needs no invalidation across
 * server processes; the body is read from the database only on a miss. The key is the hash, not the row id, because
 * one process may open several databases (tests, the bench) whose ids coincide. Entries are deep-frozen: a caller that
 * tried to change one would throw instead of corrupting the next request. Least recently used entries go first.
 */
const MAX_ENTRIES = 200;
const cache = new Map<string, TemplateBody>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export async function cachedSnapshot(hash: string, load: () => Promise<string>): Promise<TemplateBody> {
  const hit = cache.get(hash);
  if (hit) {
    cache.delete(hash);
    cache.set(hash, hit);
    return hit;
  }
  const parsed = deepFreeze(JSON.parse(await load()) as TemplateBody);
  cache.set(hash, parsed);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return parsed;
}
