// The farms module's entry (docs/architecture.md): what other parts of the server may use of it.
export { farmRoutes } from './farm.routes.ts';
export { farmUserRoutes } from './farm-user.routes.ts';
export type { FarmFields } from './farm.repository.ts';
export { farmForScoring, farmWithCompany, findCompanyFarm, insertFarm, replaceFarmUsers } from './farm-records.service.ts';
export { toFarm } from './farm.mapper.ts';
