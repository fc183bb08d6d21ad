import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, lastActivity, type TestApp } from '../../../test/test-app.ts';
import { AUDITOR } from '../../../test/demo-users.ts';
import { auditOf, mp4, uploadMedia } from '../../../test/media-helpers.ts';
import { createTestStorage, type TestStorage } from '../../../test/test-storage.ts';

/** Issue 21 item 10: a long name is cut at 200 characters (code points), never inside one. */
describe('media names', () => {
  let t: TestApp;
  let storage: TestStorage;
  let survey: string;
  beforeAll(async () => {
    storage = await createTestStorage('local');
    t = await createTestApp(storage.env);
    survey = await auditOf(t, AUDITOR);
  });
  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  const astral = `a${'𝐀'.repeat(250)}.mp4`;
  const cut = `a${'𝐀'.repeat(199)}`;
  it.each([
    ['a long name field', 'clip.mp4', astral, cut],
    ['a long file name', astral, undefined, cut],
    ['a file name with a NUL byte and a path', '..\\..\\dive\u0000 one.mp4', undefined, 'dive-one.mp4'],
  ])('%s is stored sanitised, whole characters only', async (_case, fileName, nameField, expected) => {
    const res = await uploadMedia(t, AUDITOR, survey, 'drone', { name: fileName, content: mp4 }, nameField);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ name: string }>().name).toBe(expected);
    expect((await lastActivity(t))[0]!.changes['media']).toEqual([null, expected]);
  });
});
