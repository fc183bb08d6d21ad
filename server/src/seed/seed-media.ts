import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { MediaCategory } from '@aquarisk/contract/constants';
import type { DB } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { newExternalId } from '../lib/ids.ts';
import { importEnvironment } from '../modules/environment/environment-import.service.ts';
import { insertMedia } from '../modules/media/index.ts';
import type { AppConfig } from '../config.ts';
import { createStorage } from '../storage/create-storage.ts';
import type { FileStorage } from '../storage/file-storage.ts';

// From src/seed and from the compiled dist/seed alike: the files ship in the source tree only.
const mediaDir = fileURLToPath(new URL('../../src/seed/media', import.meta.url));
/** Small files generated once with ffmpeg (a few seconds, 320×180) and a three-week hourly series. */
const demoFiles: { category: MediaCategory; file: string; name: string; contentType: string }[] = [
  { category: 'drone', file: 'drone-clip.mp4', name: 'Drone-pass-over-the-pens.mp4', contentType: 'video/mp4' },
  { category: 'submarine', file: 'rov-clip.mp4', name: 'ROV-net-inspection.mp4', contentType: 'video/mp4' },
  // the media viewer's Video category (issue 21): other footage, e.g. from a boat alongside the pens
  { category: 'video', file: 'other-clip.mp4', name: 'Boat-pass-along-the-pens.mp4', contentType: 'video/mp4' },
  { category: 'map', file: 'site-map.png', name: 'Site-plan.png', contentType: 'image/png' },
];
export const DEMO_ENVIRONMENT_FILE = 'environment.csv';
export const DEMO_MEDIA_AUDITS = 2;

/** The newest scored audits of the demo auditor's company that the auditor is on (so admin, company and auditor see them). */
async function demoMediaAudits(db: DB) {
  const auditor = await db.selectFrom('users').select('id').where('email', '=', 'auditor@example.com').executeTakeFirstOrThrow();
  return db
    .selectFrom('surveys')
    .select(['surveys.id', 'surveys.externalId'])
    .where('surveys.state', '=', 'SCORED')
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('farmUsers')
            .select('farmId')
            .whereRef('farmUsers.farmId', '=', 'surveys.farmId')
            .where('farmUsers.userId', '=', auditor.id),
        ),
        eb.exists(
          eb
            .selectFrom('surveyUsers')
            .select('surveyId')
            .whereRef('surveyUsers.surveyId', '=', 'surveys.id')
            .where('surveyUsers.userId', '=', auditor.id),
        ),
      ]),
    )
    .orderBy('surveys.createdAt', 'desc')
    .limit(DEMO_MEDIA_AUDITS)
    .execute();
}

/**
 * Gives demo audits real footage, a site image and environmental readings, so every screen shows something on a fresh
 * start. Files go into storage through the storage interface (either driver); nothing is downloaded.
 */
export async function seedDemoMedia(db: DB, storage: FileStorage): Promise<void> {
  for (const audit of await demoMediaAudits(db)) {
    for (const f of demoFiles) {
      const externalId = newExternalId();
      const storageKey = `media/${audit.externalId}/${externalId}`;
      const { size } = await storage.put(storageKey, fs.createReadStream(path.join(mediaDir, f.file)));
      await insertMedia(db, {
        externalId,
        surveyId: audit.id,
        category: f.category,
        name: f.name,
        contentType: f.contentType,
        size,
        storageKey,
        createdAt: nowIso(),
        createdBy: null,
        createdByName: 'Aquarisk demo',
      });
    }
    const csv = fs.createReadStream(path.join(mediaDir, DEMO_ENVIRONMENT_FILE));
    await importEnvironment({ db, surveyId: audit.id, source: csv, fileName: 'site-sensors-september.csv', by: 'Aquarisk demo' });
  }
  await seedEarlierReadings(db);
}

/**
 * Issue 26 item 5: Hardanger's earlier audits get the site loggers' September of their own year (the demo file moved
 * back, a little warmer and lower in oxygen each year back), so the farm's trend puts several audits' environmental
 * series on one time axis.
 */
async function seedEarlierReadings(db: DB) {
  const text = fs.readFileSync(path.join(mediaDir, DEMO_ENVIRONMENT_FILE), 'utf8');
  for (const year of [2023, 2024]) {
    const audit = await db.selectFrom('surveys').select('id').where('name', '=', `Hardanger annual audit ${year}`).executeTakeFirst();
    if (!audit) continue;
    const back = 2025 - year;
    const [header, ...rows] = text.trim().split('\n');
    const moved = rows.map((row) => {
      const [ts = '', temp = '', oxygen = '', ...rest] = row.split(',');
      const t = (Number(temp) + 0.6 * back).toFixed(2);
      const o = (Number(oxygen) - 0.35 * back).toFixed(2);
      return [ts.replace(/^2025-/, `${year}-`), t, o, ...rest].join(',');
    });
    await importEnvironment({
      db,
      surveyId: audit.id,
      source: Readable.from([[header, ...moved].join('\n')]),
      fileName: `site-sensors-september-${year}.csv`,
      by: 'Aquarisk demo',
    });
  }
}

/** The same, into the storage the configuration names (a first start, `npm run seed`). */
export async function seedDemoMediaInto(config: AppConfig, db: DB): Promise<void> {
  const storage = createStorage(config);
  try {
    await seedDemoMedia(db, storage);
  } finally {
    await storage.close();
  }
}
