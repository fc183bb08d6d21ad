// The users module's entry (docs/architecture.md): what other parts of the server may use of it.
export { userRoutes } from './user.routes.ts';
export { companyUserRoutes } from './company-user.routes.ts';
export { personalDataRoutes } from './personal-data.routes.ts';
export { roleRoutes } from './role.routes.ts';
export { insertResetToken } from './reset-token.repository.ts';
export {
  authVersionsQuery,
  bumpAuthVersion,
  endSessions,
  findUserByEmail,
  findUserByExternalId,
  findUserById,
  insertUser,
  replaceRoles,
  rolesOf,
  setPasswordHash,
  signedInUser,
} from './user.repository.ts';
export { addMember, isMember, membershipCount, memberByEmail, memberByExternalId, membersByExternalIds } from './membership.repository.ts';
export { toPerson, toUser } from './user.mapper.ts';
