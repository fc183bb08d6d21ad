import fs from 'node:fs';
import path from 'node:path';
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
