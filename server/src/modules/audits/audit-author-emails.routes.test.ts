import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AUDITOR, COMPANY, FARMER, MANAGER, VIEWER } from '../../../test/demo-users.ts';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { demoSurveyId } from '../../../test/audit-helpers.ts';

/**
 * Issue 37 item 23: an audit's createdBy and updatedBy are e-mails, so they follow the people rule (issue 21):
 * auditor, farmer and viewer see them only when the e-mail is their own; admin, company and manager see them all.
 * Before, the four audit answers below gave every role the launcher's e-mail.
 */
const { t, ids } = demoAppPerFile();
let surveyId: string;
type Authors = { createdBy: string | null; updatedBy: string | null };

beforeAll(async () => {
  surveyId = await demoSurveyId(t, 'Hardanger annual audit 2025');
  await t.database.db.updateTable('surveys').set({ createdBy: ADMIN, updatedBy: AUDITOR }).where('externalId', '=', surveyId).execute();
});

async function authorsSeenBy(who: string): Promise<Record<string, Authors>> {
  const farmUrl = `/api/v1/company/${ids.company1}/farm/${ids.farms['Hardanger Fjord Site']}/survey`;
  const grouped = (body: unknown) =>
    (body as { companies: { farms: { surveys: (Authors & { externalId: string })[] }[] }[] }).companies
      .flatMap((c) => c.farms)
      .flatMap((f) => f.surveys)
      .find((s) => s.externalId === surveyId)!;
  const pick = ({ createdBy, updatedBy }: Authors) => ({ createdBy, updatedBy });
  const get = async (url: string) => {
    const res = await t.call(who, 'GET', url);
    expect(res.statusCode, `${url} as ${who}: ${res.body}`).toBe(200);
    return res.json<unknown>();
  };
  return {
    list: pick(grouped(await get(`/api/v1/survey?filterFarmExtId=${ids.farms['Hardanger Fjord Site']}&size=100`))),
    farm: pick(grouped(await get(farmUrl))),
    detail: pick((await get(`/api/v1/survey/${surveyId}`)) as Authors),
    offline: pick(((await get(`/api/v1/survey/${surveyId}/offline`)) as { survey: Authors }).survey),
  };
}

describe("an audit's createdBy and updatedBy e-mails", () => {
  it('are shown to admin, company and manager', async () => {
    for (const who of [ADMIN, COMPANY, MANAGER]) {
      for (const [where, authors] of Object.entries(await authorsSeenBy(who)))
        expect(authors, `${where} as ${who}`).toEqual({ createdBy: ADMIN, updatedBy: AUDITOR });
    }
  });

  it('are hidden from auditor, farmer and viewer unless the e-mail is their own', async () => {
    for (const who of [AUDITOR, FARMER, VIEWER]) {
      for (const [where, authors] of Object.entries(await authorsSeenBy(who)))
        expect(authors, `${where} as ${who}`).toEqual({ createdBy: null, updatedBy: who === AUDITOR ? AUDITOR : null });
    }
  });
});
