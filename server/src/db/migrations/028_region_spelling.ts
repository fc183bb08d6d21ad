import type { Kysely } from 'kysely';
import { countries, REGION_CORRECTIONS } from '@aquarisk/contract/places';
import type { DialectMigration } from '../column-types.ts';

interface Rename {
  country: string;
  from: string;
  to: string;
}

/** The region names the bundled place list corrects, as stored farms spell them (country by name, as farms store it). */
function renames(): Rename[] {
  return Object.entries(REGION_CORRECTIONS).flatMap(([code, fixes]) => {
    const country = countries.find((c) => c.code === code)?.name;
    return country ? Object.values(fixes).map((f) => ({ country, from: f.wrong, to: f.right })) : [];
  });
}

/**
 * Farms saved with a misspelt region of the place list (e.g. Greece 'Attikḯ', issue 21) get the corrected name, so
 * they still match the list the farm form validates against and group with farms saved after the fix.
 */
export async function renameRegions(db: Kysely<any>, direction: 'fix' | 'undo' = 'fix') {
  for (const r of renames()) {
    const [from, to] = direction === 'fix' ? [r.from, r.to] : [r.to, r.from];
    await db.updateTable('farms').set({ state_province: to }).where('country', '=', r.country).where('state_province', '=', from).execute();
  }
}

export const migration028: DialectMigration = { up: (db) => renameRegions(db), down: (db) => renameRegions(db, 'undo') };
