import { expect } from 'vitest';
import { lastActivity, type TestApp } from './test-app.ts';

/**
 * Asserts that the newest activity-log entry says who (`actorEmail`) did what (`method`) to which target (its kind,
 * name and external id), in which company; returns the entry, for its changes.
 */
export async function expectLogged(
  t: TestApp,
  actorEmail: string,
  method: string,
  [target, targetName, targetExtId]: [target: string, name: string, extId: string | undefined],
  companyName: string | null,
) {
  const [entry] = await lastActivity(t);
  expect(entry).toMatchObject({ actorEmail, method, target, targetName, targetExtId, companyName });
  return entry!;
}
