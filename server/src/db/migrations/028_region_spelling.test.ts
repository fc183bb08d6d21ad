import { describe, expect, it } from 'vitest';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { COMPANY } from '../../../test/demo-users.ts';
import { renameRegions } from './028_region_spelling.ts';

const { t, ids } = demoAppPerFile();

const farmUrl = (name: string) => `/api/v1/company/${ids.company1}/farm/${ids.farms[name]}`;
const regionOf = async (name: string) =>
  (await t.database.db.selectFrom('farms').select('stateProvince').where('name', '=', name).executeTakeFirstOrThrow()).stateProvince;
const setRegion = (name: string, stateProvince: string) =>
  t.database.db.updateTable('farms').set({ stateProvince }).where('name', '=', name).execute();

describe('the Greek region Attikí (issue 21, item 20)', () => {
  it('is spelt Attikí in the demo and saves through the farm form', async () => {
    const farm = (await t.call(COMPANY, 'GET', farmUrl('Saronic Gulf Pens'))).json<Record<string, unknown>>();
    expect(farm).toMatchObject({ country: 'Greece', stateProvince: 'Attikí' });
    const saved = await t.call(COMPANY, 'PUT', farmUrl('Saronic Gulf Pens'), { ...farm, siteId: 'GR-ATT-1' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ stateProvince: 'Attikí', siteId: 'GR-ATT-1' });
    const misspelt = await t.call(COMPANY, 'PUT', farmUrl('Saronic Gulf Pens'), { ...farm, stateProvince: 'Attikḯ' });
    expect(misspelt.statusCode).toBe(400);
  });

  it('migration 028 renames farms stored with the misspelling, in Greece only, and undoes it', async () => {
    await setRegion('Saronic Gulf Pens', 'Attikḯ');
    await setRegion('Hardanger Fjord Site', 'Attikḯ');
    await renameRegions(t.database.db.withoutPlugins());
    expect(await regionOf('Saronic Gulf Pens')).toBe('Attikí');
    expect(await regionOf('Hardanger Fjord Site')).toBe('Attikḯ');
    await renameRegions(t.database.db.withoutPlugins(), 'undo');
    expect(await regionOf('Saronic Gulf Pens')).toBe('Attikḯ');
  });
});
