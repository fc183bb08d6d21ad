/**
 * The personal-data routes' refusals (issue 24 part 4), which the web shows as they come (their codes are
 * user-facing: ROLE_REQUIRED, OWN_ACCOUNT, VALIDATION). A module of their own, so a module that needs only these does
 * not load every personal-data message (a bundler keeps a shared module whole in one chunk).
 */
export const personalDataRefusals = {
  eraseOwnAccount: 'You cannot erase your own account.',
  eraseConfirmMismatch: 'The e-mail does not match the user to erase.',
  sharedAccount: 'This user also belongs to another company. Only an administrator can export or erase their personal data.',
} as const;
