/**
 * Messages of single sign-on (issue 28 item 4). The spec has none for this feature; they follow its style and live
 * beside messages.ts, once, for both sides.
 */
export const ssoMessages = {
  /** the state is unknown (forged), used already (replayed) or older than its lifetime */
  stateInvalid: 'This sign-in link has expired or was already used. Please sign in again.',
  /** the provider's answer did not pass the checks (nonce, PKCE, signature, issuer) */
  providerRefused: 'Your company’s sign-in provider could not confirm who you are. Please sign in again.',
  emailNotVerified: 'Your sign-in provider has not verified your e-mail address.',
  /** the provider's e-mail is not of one of the company's SSO domains */
  emailOutsideDomains: 'Your e-mail address is not one your company signs in with here.',
  /** an account SSO never signs in: an administrator's, or one that belongs to another company too */
  accountNeedsPassword: 'This account signs in with its password.',
  /** the company signs in invited people only, and this e-mail has no account with it */
  notInvited: 'Your company has not invited this e-mail address yet. Ask its administrator to add you.',
  providerUnreachable: 'The sign-in provider could not be reached. Please try again later.',
  domainTaken: 'This e-mail domain already signs in with another company’s provider.',
  /** gmail.com and the like: anyone has an address there */
  publicMailDomain: 'A public mail domain such as gmail.com cannot sign in with a company’s provider.',
  domainPending: 'Pending verification',
  domainVerified: 'Verified',
  /** how to prove the domain: publish the TXT record, then press Verify */
  domainProof: 'Publish this DNS TXT record, then press Verify:',
  verifyDomain: 'Verify',
  domainVerifiedToast: 'Domain verified!',
  /** the TXT record was not found (yet): DNS changes can take a while to be seen */
  domainNotVerified: 'The TXT record was not found. DNS changes can take up to an hour to be seen: try again later.',
  /** a domain the company has not claimed (or not saved yet) */
  domainNotClaimed: 'Save this domain in the single sign-on settings first.',
  verifyFailed: 'API error while verifying the domain.',
  secretRequired: 'Enter the client secret.',
  discoveryFailed: 'The discovery document could not be read from this issuer.',
  httpIssuer: 'The issuer must be an https:// address.',
  saved: 'Single sign-on saved!',
  // Not 'Sign in …': the password's button is found by that name (e2e), and must stay the one button called so.
  signInButton: 'Continue with company SSO',
  emailFirst: 'Enter your e-mail, then choose single sign-on.',
  noSso: 'This e-mail does not sign in with a company provider here: enter your password.',
  providerSaid: 'Your company’s sign-in provider refused the sign-in.',
  backToSignIn: 'Back to sign in',
  discoveryOk: 'The issuer answered.',
  loadFailed: 'API error while loading the single sign-on settings.',
  saveFailed: 'API error while saving the single sign-on settings.',
  redirecting: 'Taking you to your company’s sign-in…',
  signingIn: 'Signing you in…',
  title: 'Single sign-on',
} as const;
