/** Every user-facing message of the spec, word for word. One place, used by both sides. */
export const validationMessages = {
  signInFailed: 'Incorrect e-mail or password',
  emailEmpty: 'Incorrect e-mail',
  passwordMismatch: 'Password confirmation does not match',
  passwordShort: 'Password must be longer',
  shortText: 'Answer must be between 1 and 255 characters',
  longText: 'Answer must be between 1 and 65,535 characters',
  optionRequired: 'An option must be selected',
  float: 'Answer must be in float format (i.e. 2.53)',
  rangeOrder: 'The second input must be greater than the first input',
  floatRange: 'Range inputs must be in float formats (i.e. 12.53)',
  integer: 'Answer must between 0 and 2,147,483,647',
  integerRange: 'Range inputs must be between 0 and 2,147,483,647',
  dateRequired: 'Date is required',
  answerEmpty: 'The answer cannot be empty',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is not valid',
  selectCountry: 'Select country from the list',
  selectProvince: 'Select province from the list',
  selectSpecies: 'Select species from the list',
  selectCurrency: 'Select currency code from the list',
  selectFromList: 'Select from the list',
  invalidYear: 'Please provide a valid year.',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  riskLevelRequired: 'Risk level is required',
  nameRequired: 'Name is required',
  fullNameRequired: 'Full name is required',
} as const;

export const permissionMessages = {
  resolveModerate: 'Only Managers, Company and Admin can accept this risk.',
  resolveHigh: 'Only Company and Admin can accept this risk.',
} as const;

export const successMessages = {
  resetSent: (email: string) => `Reset Password instructions have been sent to ${email}.`,
  passwordReset: 'Password reset!',
  auditScored: 'Audit scored!',
  contactSent: 'Thank you. Your information request has been submitted successfully.',
  companySaved: 'Company saved!',
  companyDeleted: 'Company deleted!',
  farmNamedDeleted: (name: string) => `Farm ${name} is deleted!`,
  farmSaved: 'Farm saved!',
  farmDeleted: 'Farm deleted!',
  userUpdated: 'User updated!',
  userSaved: 'User saved!',
  userDeleted: 'User deleted!',
  rolesSaved: "User's roles are saved!",
  addedToFarm: (email: string) => `${email} added to farm.`,
  removedFromFarm: (email: string) => `${email} removed from farm.`,
  auditLaunched: 'Audit launched!',
  videoSaved: 'Video Saved!',
  videoDeleted: 'Video was deleted!',
  actionSaved: 'Action saved!',
  environmentUploaded: 'Farm environment uploaded!',
  addedToAudit: (email: string) => `${email} added to audit.`,
  removedFromAudit: (email: string) => `${email} removed from audit.`,
  actionResolved: 'Action resolved!',
  templateCreated: 'Template created!',
  templateSaved: 'Template saved!',
} as const;

export const confirmMessages = {
  deleteCompany: (name: string, users: number, farms: number) =>
    `${name} has ${users} users and ${farms} farms. Delete ${name}?`,
  deleteFarm: (name: string, audits: number) => `${name} contains ${audits} audits. Delete ${name}?`,
  deleteUser: (email: string, fullName: string, farms: number) =>
    `${email} (${fullName}) has ${farms} farms. Delete ${email}?`,
} as const;

/** Messages the server uses for conditions the spec leaves to us (DECISIONS.md error model). */
export const serverMessages = {
  notFound: 'Not found',
  forbidden: 'You are not allowed to do this.',
  unauthorized: 'Full authentication is required to access this resource',
  invalidClient: 'Client authentication failed',
  badRequest: 'The request is not valid.',
  tooLarge: 'The request is too large.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  emailTaken: 'A user with this e-mail already exists in this company.',
  alreadyAssigned: 'The user is already assigned to this farm.',
  notACompanyUser: 'The user is not a member of this company.',
  adminRoleOnlyByAdmin: 'Only an administrator can grant or remove the Admin role.',
  unknownFarm: 'Unknown farm in the list.',
  unknownUser: 'Unknown user in the list.',
  serverError: 'Internal server error',
} as const;
