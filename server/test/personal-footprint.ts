import { expect } from 'vitest';
import { answerAll, launch } from './audit-helpers.ts';
import { ADMIN, AUDITOR } from './demo-users.ts';
import { mp4, uploadMedia } from './media-helpers.ts';
import { multipart } from './multipart.ts';
import { CLIENT_AUTH, type TestApp } from './test-app.ts';

/** The demo auditor's identifiers: today's name after a rename, the earlier one the log remembers, e-mail, phone. */
export const AUDITOR_NAMES = { now: 'Astrid Berg', before: 'Astrid Auditor', phone: '+47 555 0102' };

/**
 * Leaves the demo auditor's traces everywhere the product keeps a person (issue 24 part 4): a rename (the log keeps the
 * old name), an audit they answered (USER answers name them), launched and scored under their e-mail, an action, a
 * video and an environmental upload, a contact request, a password-reset mail, a farm assignment logged with
 * their e-mail.
 */
export async function leaveAuditorFootprint(t: TestApp) {
  const ids = await t.ids();
  const company = ids.company1;
  const auditor = ids.users[AUDITOR]!;
  const ok = (res: { statusCode: number; body: string }, status = 200) => expect(res.statusCode, res.body).toBe(status);
  ok(
    await t.call(ADMIN, 'PUT', `/api/v1/company/${company}/user/${auditor}`, {
      fullName: AUDITOR_NAMES.now,
      email: AUDITOR,
      phone: AUDITOR_NAMES.phone,
    }),
  );
  const { surveyId, template } = await launch(t, 'Clayoquot Sound', [AUDITOR], 'Footprint audit');
  const answers = await answerAll(t, AUDITOR, surveyId, template);
  ok(await t.call(AUDITOR, 'POST', `/api/v1/survey/${surveyId}/score`));
  ok(
    await t.call(AUDITOR, 'POST', `/api/v1/survey/${surveyId}/action`, {
      title: 'Mooring check',
      description: '<p>Lines worn at the north corner.</p>',
      riskLevel: 'LOW',
    }),
    201,
  );
  ok(await uploadMedia(t, AUDITOR, surveyId, 'drone', { name: 'pass.mp4', content: mp4 }), 201);
  const csv = 'timestamp,temperature (C)\n2026-01-01T00:00:00Z,8.5\n';
  const env = multipart({ surveyExtId: surveyId }, { field: 'file', name: 'env.csv', content: csv });
  ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/data',
      payload: env.payload,
      headers: { ...env.headers, authorization: `Bearer ${await t.token(AUDITOR)}` },
    }),
    201,
  );
  ok(await t.call(null, 'POST', '/api/v1/contact', { name: AUDITOR_NAMES.now, email: AUDITOR, comment: 'Call me back.' }));
  ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/password/reset',
      headers: { authorization: CLIENT_AUTH },
      payload: { email: AUDITOR },
    }),
  );
  const farm = ids.farms['Lofoten North']!;
  await t.call(ADMIN, 'DELETE', `/api/v1/company/${company}/farm/${farm}/user/${auditor}`);
  ok(await t.call(ADMIN, 'POST', `/api/v1/company/${company}/farm/${farm}/user`, { email: AUDITOR }), 201);
  return { surveyId, answers };
}
