import { useMutation, useQueryClient } from '@tanstack/react-query';
import { can } from '@aquarisk/contract/capabilities';
import { screenMessages, successMessages } from '@aquarisk/contract/messages';
import { userEndpoints } from '@aquarisk/contract/endpoints/user.endpoints';
import type { CompanyUser } from '@aquarisk/contract/schemas/user.schema';
import { notifySuccess } from '../../../lib/alerts.ts';
import { callApi } from '../../../lib/api-client.ts';
import { handleApiError } from '../../../lib/error-handler.ts';
import { session } from '../../../lib/session.ts';
import { sessionKeys } from '../../../lib/session-api.ts';
import { userKeys } from './user-keys.ts';
import { sharedKeys } from '../../../lib/shared-query-keys.ts';

export interface UserProfile {
  fullName: string;
  email: string;
  phone: string | null;
}

/** POST /company/{id}/user {fullName, email, phone}: the username is the e-mail; the server mails a set-password link. */
export async function createUser(companyId: string, profile: UserProfile): Promise<CompanyUser> {
  return callApi(userEndpoints.create, { params: { id: companyId }, body: profile });
}

/** PUT /company/{id}/user/{userId}. */
export function updateUser(companyId: string, userId: string, profile: UserProfile): Promise<unknown> {
  return callApi(userEndpoints.update, { params: { id: companyId, userId }, body: profile });
}

/** PUT …/roles with the list of role names: under the admin prefix for admins, under /api/v1 for company users. */
export function setUserRoles(companyId: string, userId: string, roles: string[]): Promise<unknown> {
  const admin = can(session.get().user?.authorities ?? [], 'grantAdmin');
  return callApi(admin ? userEndpoints.adminSetRoles : userEndpoints.setRoles, { params: { id: companyId, userId }, body: roles });
}

/** PUT /company/{id}/user/{userId}/farms {farmExtIds}: replaces the user's farms in this company. */
export function assignUserFarms(companyId: string, userId: string, farmExtIds: string[]): Promise<unknown> {
  return callApi(userEndpoints.assignFarms, { params: { id: companyId, userId }, body: { farmExtIds } });
}

export function useCreateUser(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile: UserProfile) => createUser(companyId, profile),
    onSuccess: () => {
      notifySuccess(successMessages.userSaved);
      return client.invalidateQueries({ queryKey: sharedKeys.companyUsers(companyId) });
    },
    meta: { errorContext: { message: screenMessages.saveUser, object: 'user', operation: 'saved' } },
  });
}

/** What changed in the user form; parts left out are not sent. */
export interface UserChanges {
  profile?: UserProfile;
  roles?: string[];
  farmExtIds?: string[];
}

class StepFailed extends Error {
  constructor(
    readonly failure: unknown,
    readonly screenMessage: string,
  ) {
    super(screenMessage);
  }
}

async function step(run: () => Promise<unknown>, failureMessage: string, successMessage: string) {
  try {
    await run();
  } catch (err) {
    throw new StepFailed(err, failureMessage);
  }
  notifySuccess(successMessage);
}

/** Saves profile, roles and farm assignments, each only if changed, in that order; stops at the first failure. */
export function useUpdateUser(companyId: string, userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ profile, roles, farmExtIds }: UserChanges) => {
      if (profile) await step(() => updateUser(companyId, userId, profile), screenMessages.updateUser, successMessages.userUpdated);
      if (roles) await step(() => setUserRoles(companyId, userId, roles), screenMessages.updateRoles, successMessages.rolesSaved);
      if (farmExtIds)
        await step(() => assignUserFarms(companyId, userId, farmExtIds), screenMessages.updateUser, successMessages.userUpdated);
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: userKeys.company(companyId) }),
        client.invalidateQueries({ queryKey: sharedKeys.companyUsers(companyId) }),
        // the farms' user counts follow the user's farm assignments
        client.invalidateQueries({ queryKey: sharedKeys.companyFarms(companyId) }),
        client.invalidateQueries({ queryKey: sessionKeys.me() }),
      ]),
    onError: (err, changes) => {
      const failure = err instanceof StepFailed ? err.failure : err;
      const message = err instanceof StepFailed ? err.screenMessage : screenMessages.updateUser;
      handleApiError(failure, { message, object: 'user', objectName: changes.profile?.email, operation: 'saved' });
    },
  });
}
