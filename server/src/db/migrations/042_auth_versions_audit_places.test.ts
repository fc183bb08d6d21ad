import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { migration042 } from './042_auth_versions_audit_places.ts';

const { t } = demoAppPerFile();

/** Audits whose stored place differs from their farm's (none when the copy is right). */
const stale = async () =>
  (
    await sql<{ n: number }>`select count(*) as n from surveys s join farms f on f.id = s.farm_id
      where coalesce(s.farm_country, '') <> coalesce(f.country, '') or coalesce(s.farm_state_province, '') <> coalesce(f.state_province, '')`.execute(
      t.database.db,
    )
  ).rows[0]!.n;

describe('migration 042', () => {
  it('copies every existing audit’s farm place on the way up, and goes down and up again cleanly', async () => {
    // migrations run on the untyped database, without the camel-case plugin
    const raw = t.database.db.withoutPlugins() as unknown as Kysely<unknown>;
    expect(Number(await stale())).toBe(0);
    await migration042.down(raw, t.database.dialect);
    await migration042.up(raw, t.database.dialect);
    expect(Number(await stale())).toBe(0);
    const placed = await t.database.db.selectFrom('surveys').select('farmCountry').where('farmCountry', 'is not', null).execute();
    expect(placed.length).toBeGreaterThan(0);
    const users = await t.database.db.selectFrom('users').select(['authVersion', 'sessionVersion']).execute();
    expect(users.every((u) => u.authVersion === 0 && u.sessionVersion === 0)).toBe(true);
    // the triggers are back: a farm that moves takes its audits along
    await t.database.db.updateTable('farms').set({ country: 'Faroe Islands' }).where('name', '=', 'Lofoten North').execute();
    expect(Number(await stale())).toBe(0);
  });
});
