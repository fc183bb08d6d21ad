import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { importEnvironment } from '../../modules/environment/environment-import.service.ts';
import { OVERVIEW_BUCKETS } from '../environment-overview.ts';
import { migration046 } from './046_environment_overview.ts';

const { t } = demoAppPerFile();

/** Per parameter: its overview's point count, lowest and highest value, and the same of its readings. */
async function overviewAndReadings() {
  const db = t.database.db;
  const params = await db.selectFrom('environmentParameters').select('id').execute();
  return Promise.all(
    params.map(async ({ id }) => {
      const of = (table: 'environmentOverview' | 'environmentReadings') =>
        db
          .selectFrom(table)
          .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('value').as('lo'), eb.fn.max('value').as('hi')])
          .where('parameterId', '=', id)
          .executeTakeFirstOrThrow();
      const [overview, readings] = await Promise.all([of('environmentOverview'), of('environmentReadings')]);
      return { overview, readings };
    }),
  );
}

describe('migration 046', () => {
  it('writes each series’ overview at import and back-fills it on the way up, keeping its peaks and troughs', async () => {
    const check = async () => {
      const all = await overviewAndReadings();
      expect(all.length).toBeGreaterThan(0);
      for (const { overview, readings } of all) {
        expect(Number(overview.n)).toBeGreaterThan(0);
        expect(Number(overview.n)).toBeLessThanOrEqual(Math.min(2 * OVERVIEW_BUCKETS, Number(readings.n)));
        expect([Number(overview.lo), Number(overview.hi)]).toEqual([Number(readings.lo), Number(readings.hi)]);
      }
    };
    const audit = await t.database.db.selectFrom('surveys').select('id').where('state', '=', 'SCORED').executeTakeFirstOrThrow();
    const source = fs.createReadStream(path.join(import.meta.dirname, '../../seed/media/environment.csv'));
    await importEnvironment({ db: t.database.db, surveyId: audit.id, source, fileName: 'sensors.csv', by: 'test' });
    await check(); // written by the import
    const raw = t.database.db.withoutPlugins() as unknown as Kysely<unknown>;
    await migration046.down(raw, t.database.dialect);
    await migration046.up(raw, t.database.dialect);
    await check();
  });
});
