import type { TemplateBody } from '@aquarisk/contract/template/template.schema';

/**
 * Parsed template snapshots by audit externalId. A snapshot is written once, at launch, and never changes (later
 * template edits never reach existing audits), and an externalId is never reused, so an entry cannot go stale and
 * needs no invalidation across server processes. Entries are deep-frozen: a caller that tried to change one would
 * throw instead of corrupting the next request. Least recently used entries go first.
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

export function cachedSnapshot(externalId: string, json: string): TemplateBody {
  const hit = cache.get(externalId);
  if (hit) {
    cache.delete(externalId);
    cache.set(externalId, hit);
    return hit;
  }
  const parsed = deepFreeze(JSON.parse(json) as TemplateBody);
  cache.set(externalId, parsed);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return parsed;
}
