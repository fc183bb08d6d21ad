import type { DatabaseHandle } from '../../db/database.ts';
import type { ScaleProgress } from './progress-bar.ts';
import { ScaleWriter } from './scale-writer.ts';
import type { TenantPlan } from './tenant-plan.ts';

type OnProgress = ((p: ScaleProgress) => void) | undefined;

export async function writeCompanies(database: DatabaseHandle, plan: TenantPlan, at: string, onProgress: OnProgress) {
  const w = new ScaleWriter(
    database,
    { companies: ['id', 'external_id', 'name', 'city', 'province', 'email', 'web_address', 'created_at', 'updated_at'] },
    { table: 'companies', total: plan.companies.length, onProgress },
  );
  for (const c of plan.companies) {
    const domain = `${c.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`;
    await w.add('companies', [c.id, c.externalId, c.name, c.city, c.region.region, `office@${domain}`, `https://${domain}`, at, at]);
  }
  await w.flush();
  return w.done;
}

/** Users with their roles and company memberships; the platform admin joins the first company. */
export async function writeUsers(database: DatabaseHandle, plan: TenantPlan, passwordHash: string, at: string, onProgress: OnProgress) {
  const w = new ScaleWriter(
    database,
    {
      users: ['id', 'external_id', 'email', 'username', 'full_name', 'phone', 'password_hash', 'created_at', 'updated_at'],
      user_roles: ['user_id', 'role'],
      company_users: ['company_id', 'user_id', 'created_at'],
    },
    { table: 'users', total: plan.users.length, onProgress },
  );
  const user = async (u: TenantPlan['users'][number], companyId: number) => {
    await w.add('users', [u.id, u.externalId, u.email, u.email, u.fullName, null, passwordHash, at, at]);
    for (const role of u.roles) await w.add('user_roles', [u.id, role], false);
    await w.add('company_users', [companyId, u.id, at], false);
  };
  await user(plan.admin, plan.companies[0]!.id);
  for (const c of plan.companies) for (const u of c.users) await user(u, c.id);
  await w.flush();
  return w.done;
}

/** Farms with their places, species and sizes, and the restricted members assigned to them. */
export async function writeFarms(database: DatabaseHandle, plan: TenantPlan, at: string, onProgress: OnProgress) {
  const w = new ScaleWriter(
    database,
    {
      farms: [
        'id',
        'external_id',
        'company_id',
        'name',
        'site_type',
        'species',
        'country',
        'state_province',
        'latitude',
        'longitude',
        'animal_count',
        'tonnage',
        'structures_json',
        'start_year',
        'created_at',
        'updated_at',
      ],
      farm_users: ['farm_id', 'user_id', 'created_at'],
    },
    { table: 'farms', total: plan.farms.length, onProgress },
  );
  for (const f of plan.farms) {
    const siteType = f.type === 'FRESHWATER_FINFISH' ? 'Ponds' : f.type === 'SEAWEED' || f.type === 'BIVALVES' ? 'Longlines' : 'Sea cages';
    await w.add('farms', [
      f.id,
      f.externalId,
      f.companyId,
      f.name,
      siteType,
      f.species,
      f.region.country,
      f.region.region,
      f.latitude,
      f.longitude,
      f.animalCount,
      f.tonnage,
      '[]',
      f.startYear,
      at,
      at,
    ]);
    for (const userId of f.memberIds) await w.add('farm_users', [f.id, userId, at], false);
  }
  await w.flush();
  return w.done;
}
