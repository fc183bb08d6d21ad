import { personalDataRefusals } from './personal-data-refusals.ts';

/**
 * Messages of the personal-data export and erasure (issue 24 part 4). The spec has none for this feature; they follow
 * its style ('User deleted!', 'API error while deleting the user.') and live beside messages.ts, once, for both sides.
 */
/** The name an erased person's tombstone shows wherever they were named. */
const ERASED_USER_NAME = 'Erased user';

export const personalDataMessages = {
  erasedUserName: ERASED_USER_NAME,
  exportButton: 'Export data',
  eraseButton: 'Erase personal data',
  exported: 'Personal data exported!',
  erased: 'Personal data erased!',
  exportFailed: 'API error while exporting the user data.',
  eraseFailed: 'API error while erasing the user data.',
  eraseTitle: 'Erase personal data',
  /** the confirmation, naming what happens; the caller types the e-mail to confirm */
  eraseConsequences: (email: string, fullName: string | null) => [
    `${fullName ? `${fullName} (${email})` : email} will be anonymised for good: name, e-mail and phone are removed from the account, the activity log, audits, actions and uploads, where they show as '${ERASED_USER_NAME}'.`,
    'They can no longer sign in: their password and sessions are deleted, and they leave every company, farm and audit.',
    'Their answers, actions and uploads stay, so audits keep their scores. This cannot be undone; export the data first if it is needed.',
  ],
  eraseConfirmLabel: 'Type the e-mail address to confirm',
  ...personalDataRefusals,
} as const;
