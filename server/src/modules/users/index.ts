// The users module's entry (docs/architecture.md): what other parts of the server may use of it.
export { userRoutes } from './user.routes.ts';
export { companyUserRoutes } from './company-user.routes.ts';
export { personalDataRoutes } from './personal-data.routes.ts';
export { roleRoutes } from './role.routes.ts';
export { authVersionsQuery, findUserByEmail, findUserByExternalId, rolesOf, signedInUser } from './user.service.ts';
export { createMember, isMember, memberByEmail, memberByExternalId, membersByExternalIds, membershipCount } from './member.service.ts';
export { toPerson, toUser } from './user.mapper.ts';
