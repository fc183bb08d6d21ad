import { beforeAll, describe, expect, it } from 'vitest';
import { expectForbidden, expectNotFound } from '../../../test/api-assertions.ts';
import { ADMIN, AUDITOR, COMPANY, FARMER, MANAGER, OTHER, VIEWER } from '../../../test/demo-users.ts';
import { answerAll, demoSurveyId, launch, questionById } from '../../../test/audit-helpers.ts';
import { demoAppPerFile } from '../../../test/app-per-file.ts';

const { t, ids } = demoAppPerFile();
let hardanger2025: string;
beforeAll(async () => {
  hardanger2025 = await demoSurveyId(t, 'Hardanger annual audit 2025');
});

const directory = (who: string, name = '') => t.call(who, 'POST', `/api/v1/company/${ids.company1}/user-ac`, { name });
const people = (who: string, survey: string, name = '') => t.call(who, 'POST', `/api/v1/survey/${survey}/user-ac`, { name });

describe('the company directory (names and e-mails of every member)', () => {
  it('is listed and searched by ADMIN, COMPANY and MANAGER only (listCompanyUsers)', async () => {
    for (const who of [ADMIN, COMPANY, MANAGER]) {
      const res = await directory(who);
      expect(res.statusCode, who).toBe(200);
      expect(res.json<{ email: string }[]>().map((u) => u.email)).toEqual(expect.arrayContaining([ADMIN, COMPANY, VIEWER]));
      expect((await t.call(who, 'GET', `/api/v1/company/${ids.company1}/user`)).statusCode).toBe(200);
    }
    for (const who of [AUDITOR, FARMER, VIEWER]) {
      expectForbidden(await directory(who));
      expectForbidden(await directory(who, 'a'));
      expectForbidden(await t.call(who, 'GET', `/api/v1/company/${ids.company1}/user`));
    }
    expectNotFound(await directory(OTHER));
  });
});

describe("an audit's users (GET /survey/{id}/user)", () => {
  it('are listed to everyone who sees the audit, with e-mails only to ADMIN, COMPANY and MANAGER (seeContactDetails)', async () => {
    for (const who of [ADMIN, COMPANY, MANAGER]) {
      const res = await t.call(who, 'GET', `/api/v1/survey/${hardanger2025}/user`);
      expect(res.statusCode, who).toBe(200);
      expect(res.body, who).toContain('@');
    }
    for (const who of [AUDITOR, FARMER, VIEWER]) {
      const res = await t.call(who, 'GET', `/api/v1/survey/${hardanger2025}/user`);
      expect(res.statusCode, who).toBe(200);
      expect(res.body, who).not.toContain('@');
    }
    expectNotFound(await t.call(OTHER, 'GET', `/api/v1/survey/${hardanger2025}/user`));
  });
});

describe("an audit's people by name (POST /survey/{id}/user-ac), for USER answers", () => {
  it("names the audit's assignees and its farm's users, without e-mails, to everyone who sees the audit", async () => {
    const { surveyId } = await launch(t, 'Lofoten North', [AUDITOR]);
    // Lofoten North's farm users: the manager; the audit's: the auditor. Nobody else.
    for (const who of [ADMIN, COMPANY, AUDITOR, MANAGER]) {
      const res = await people(who, surveyId);
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toEqual([
        { externalId: ids.users[AUDITOR], name: 'Astrid Auditor' },
        { externalId: ids.users[MANAGER], name: 'Magnus Manager' },
      ]);
      expect(JSON.stringify(res.json())).not.toContain('@');
    }
    expect((await people(AUDITOR, surveyId, 'magn')).json()).toEqual([{ externalId: ids.users[MANAGER], name: 'Magnus Manager' }]);
    expect((await people(AUDITOR, surveyId, 'example.com')).json()).toEqual([]);
    // Those who do not see the audit learn nothing.
    expectNotFound(await people(FARMER, surveyId));
    expectNotFound(await people(OTHER, surveyId));
  });

  it('also names the people its USER answers name, so read-only roles see who was named', async () => {
    const { surveyId, template } = await launch(t, 'Loch Creran', [AUDITOR]);
    await answerAll(t, AUDITOR, surveyId, template);
    const userQuestion = template.sections
      .flatMap((s) => s.steps.flatMap((st) => st.questions))
      .find((q) => q.answerType === 'USER' && !q.includeIf)!;
    expect(questionById(template, userQuestion.id).answerType).toBe('USER');
    const jump = template.sections
      .flatMap((s) => s.steps.map((st) => ({ s, st })))
      .find(({ st }) => st.questions.some((q) => q.id === userQuestion.id))!;
    await t.call(AUDITOR, 'GET', `/api/v1/toc/jump/${surveyId}/section/${jump.s.id}/step/${jump.st.id}/question/${userQuestion.id}`);
    // COMPANY names a member who is neither on the audit nor on its farm.
    expect(
      (await t.call(COMPANY, 'POST', `/api/v1/survey/${surveyId}/next`, { questionId: userQuestion.id, answerValue: ids.users[FARMER] }))
        .statusCode,
    ).toBe(200);
    const seen = (await people(VIEWER, surveyId)).json<{ externalId: string; name: string }[]>();
    expect(seen).toContainEqual({ externalId: ids.users[FARMER], name: 'Fiona Farmer' });
    expect(seen.map((p) => p.name)).not.toContain('Colin Company');
  });
});
