import type { Company } from '@aquarisk/contract/schemas/company.schema';
import type { CompanyRow, CompanyValues } from './company.repository.ts';

/** A company row as the API answers it, with its member and farm counts where the caller read them. */
export function toCompany(row: CompanyRow, counts?: { userCount: number; farmCount: number }): Company {
  return {
    externalId: row.externalId,
    name: row.name,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    province: row.province,
    postCode: row.postCode,
    phone: row.phone,
    email: row.email,
    webAddress: row.webAddress,
    ...(counts ?? {}),
  };
}

/** The fields of a company the activity log compares (no id, no counts). */
export function companyValues(row: CompanyRow): CompanyValues {
  const { externalId: _e, userCount: _u, farmCount: _f, ...values } = toCompany(row);
  return values;
}
