import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnvironmentData } from '@aquarisk/contract/schemas/environment.schema';
import type { MediaItem } from '@aquarisk/contract/schemas/media.schema';
import { farmTrendSchema } from '@aquarisk/contract/schemas/trend.schema';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ADMIN, AUDITOR, COMPANY } from '../../test/demo-users.ts';
import { createTestStorage, storageDrivers, type TestStorage } from '../../test/test-storage.ts';
import { createStorage } from '../storage/create-storage.ts';
import { DEMO_MEDIA_AUDITS, seedDemoMedia } from './seed-media.ts';

const mediaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media');

describe.each(storageDrivers)('the demo media seed on the %s storage driver', (driver) => {
  let t: TestApp;
  let storage: TestStorage;
  beforeAll(async () => {
    storage = await createTestStorage(driver);
    t = await createTestApp(storage.env);
    const files = createStorage(t.config);
    await seedDemoMedia(t.database.db, files);
    await files.close();
  });
  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  it('gives scored audits seen by admin, company and auditor footage of every viewer category, a site image and readings, all playable', async () => {
    const audits = await t.database.db
      .selectFrom('media')
      .innerJoin('surveys', 'surveys.id', 'media.surveyId')
      .select(['surveys.externalId', 'surveys.state'])
      .distinct()
      .execute();
    expect(audits).toHaveLength(DEMO_MEDIA_AUDITS);
    expect(await storage.stored()).toHaveLength(DEMO_MEDIA_AUDITS * 4);
    for (const audit of audits) {
      expect(audit.state).toBe('SCORED');
      for (const who of [ADMIN, COMPANY, AUDITOR]) {
        const items = (await t.call(who, 'GET', `/api/v1/survey/${audit.externalId}/media`)).json<{ items: MediaItem[] }>().items;
        expect(items.map((m) => m.category).sort()).toEqual(['drone', 'map', 'submarine', 'video']);
        const farm = (await t.call(who, 'GET', `/api/v1/survey/${audit.externalId}/farm?showMediaCats`)).json<{
          availableMediaCategories: string[];
        }>();
        expect(farm.availableMediaCategories).toEqual(['drone', 'submarine', 'video', 'map']);
        const env = (await t.call(who, 'GET', `/api/v1/survey/${audit.externalId}/environment`)).json<EnvironmentData>();
        expect(env.series.map((s) => [s.key, s.unit, s.count])).toEqual([
          ['temperature', 'C', 504],
          ['dissolved_oxygen', 'mg/l', 504],
          ['salinity', 'ppt', 504],
        ]);
      }
      const items = (await t.call(AUDITOR, 'GET', `/api/v1/survey/${audit.externalId}/media`)).json<{ items: MediaItem[] }>().items;
      const rov = items.find((m) => m.category === 'submarine')!;
      const res = await t.app.inject({ method: 'GET', url: rov.downloadUri });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(fs.readFileSync(path.join(mediaDir, 'rov-clip.mp4')))).toBe(true);
    }
  });

  it("gives Hardanger's earlier audits their own Septembers, so its trend shows several audits' readings (issue 26)", async () => {
    const hardanger = await t.database.db
      .selectFrom('surveys')
      .select('externalId')
      .where('name', '=', 'Hardanger annual audit 2024')
      .executeTakeFirstOrThrow();
    const trend = farmTrendSchema.parse((await t.call(ADMIN, 'GET', `/api/v1/survey/${hardanger.externalId}/trend`)).json());
    const temperature = trend.environment.find((s) => s.key.startsWith('temperature'))!;
    const years = new Set(temperature.points.map((p) => new Date(p.tsMs).getUTCFullYear()));
    expect([...years].sort()).toEqual(expect.arrayContaining([2023, 2024]));
    const byAudit = new Set(temperature.points.map((p) => trend.audits[p.audit]!.externalId));
    expect(byAudit.size).toBeGreaterThanOrEqual(2);
  });

  it('ships small files only', () => {
    for (const f of fs.readdirSync(mediaDir)) expect(fs.statSync(path.join(mediaDir, f)).size, f).toBeLessThan(300 * 1024);
  });
});
