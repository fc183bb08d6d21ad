import { describe, expect, it } from 'vitest';
import { farmSchema } from '@aquarisk/contract/schemas/farm.schema';
import { launch } from '../../../test/audit-helpers.ts';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { ADMIN } from '../../../test/demo-users.ts';

/**
 * GET /survey/{id}/farm, the farm beside an audit's screens (issue 37 item 10): its audit date is that audit's own,
 * so the 2025 results do not show the farm's current audit date of 2026.
 */
const { t } = demoAppPerFile();
const FARM = 'Lofoten North';

describe("an audit's farm", () => {
  it("carries the audit's own date, and the farm's date for an audit that records none", async () => {
    const db = t.database.db;
    const older = (await launch(t, FARM, [], 'Lofoten 2025')).surveyId;
    const current = (await launch(t, FARM, [], 'Lofoten 2026')).surveyId;
    await db.updateTable('surveys').set({ surveyDate: '2025-05-12T08:00:00.000Z' }).where('externalId', '=', older).execute();
    const farmId = (await db.selectFrom('surveys').select('farmId').where('externalId', '=', older).executeTakeFirstOrThrow()).farmId;
    await db.updateTable('farms').set({ surveyDate: '2026-05-14T00:00:00.000Z' }).where('id', '=', farmId).execute();

    const farmOf = async (surveyId: string) => {
      const res = await t.call(ADMIN, 'GET', `/api/v1/survey/${surveyId}/farm`);
      expect(res.statusCode, res.body).toBe(200);
      return farmSchema.parse(res.json());
    };
    expect((await farmOf(older)).surveyDate).toBe('2025-05-12T08:00:00.000Z');
    expect((await farmOf(current)).surveyDate).toBe('2026-05-14T00:00:00.000Z');
  });
});
