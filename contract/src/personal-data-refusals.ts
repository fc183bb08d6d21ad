/**
 * The personal-data routes' refusals (issue 24 part 4), which the web shows as they come. A module of their own: the
 * app's first script holds the error handler, and a bundler keeps a shared module whole in one chunk, so the rest of
 * the personal-data messages would otherwise load on every page.
 */
export const personalDataRefusals = {
  eraseOwnAccount: 'You cannot erase your own account.',
  eraseConfirmMismatch: 'The e-mail does not match the user to erase.',
  sharedAccount: 'This user also belongs to another company. Only an administrator can export or erase their personal data.',
} as const;
