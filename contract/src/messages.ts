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
  /** not in the spec: a DATE_TIME answer with its date but no time (issue 8 item 17) */
  timeRequired: 'Time is required',
  /** not in the spec: a DATE_TIME time off the 15-minute steps the picker offers */
  timeInvalid: 'Time must be a quarter hour from 00:00 to 23:45',
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
  /** not in the spec (issue 22): N/A on a question the farm's production system makes critical */
  notApplicableRefused: 'N/A is not accepted for this question: it is critical for this farm.',
  /** not in the spec (issue 22): the production system question is answered from the farm record */
  productionSystemFromFarm: "The production system comes from the farm record: change it on the farm's page.",
  /** not in the spec (issue 22): the farm form's production system list */
  selectProductionSystem: 'Select production system from the list',
} as const;

/**
 * Messages for number answers whose question declares its own bounds (issue 13); the spec's number messages still
 * apply to questions without bounds. `limits` reads e.g. 'between -2 and 35' or 'at least 0'.
 */
export const boundMessages = {
  number: (limits: string) => `Answer must be a number ${limits}`,
  wholeNumber: (limits: string) => `Answer must be a whole number ${limits}`,
  range: (limits: string) => `Range inputs must be numbers ${limits}`,
  wholeRange: (limits: string) => `Range inputs must be whole numbers ${limits}`,
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
  scheduleSaved: 'Audit schedule saved!',
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
  /** not in the spec: the site image (map category) is not a video */
  siteImageSaved: 'Site image saved!',
  siteImageDeleted: 'Site image was deleted!',
  actionSaved: 'Action saved!',
  environmentUploaded: 'Farm environment uploaded!',
  addedToAudit: (email: string) => `${email} added to audit.`,
  removedFromAudit: (email: string) => `${email} removed from audit.`,
  actionResolved: 'Action resolved!',
  templateCreated: 'Template created!',
  templateSaved: 'Template saved!',
} as const;

export const confirmMessages = {
  deleteCompany: (name: string, users: number, farms: number) => `${name} has ${users} users and ${farms} farms. Delete ${name}?`,
  deleteFarm: (name: string, audits: number) => `${name} contains ${audits} audits. Delete ${name}?`,
  deleteUser: (email: string, fullName: string, farms: number) => `${email} (${fullName}) has ${farms} farms. Delete ${email}?`,
} as const;

/**
 * Server messages written for the user; the web shows them as they come when their code is user-facing
 * (user-facing-codes.ts), and its sign-in form names too many attempts itself.
 */
export const shownServerMessages = {
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  emailTaken: 'A user with this e-mail already exists in this company.',
  alreadyAssigned: 'The user is already assigned to this farm.',
  notACompanyUser: 'The user is not a member of this company.',
  adminRoleOnlyByAdmin: 'Only an administrator can grant or remove the Admin role.',
  unknownFarm: 'Unknown farm in the list.',
  unknownUser: 'Unknown user in the list.',
} as const;

/** A date filter's refusals, from the schemas the web shares. */
export const dateMessages = {
  invalidDateTime: 'Not a valid date.',
  dateRangeOrder: 'The end date must not be before the start date.',
} as const;

/** Messages the server uses for conditions the spec leaves to us (docs/requirements.md#decisions-api error model). */
export const serverMessages = {
  ...shownServerMessages,
  ...dateMessages,
  notFound: 'Not found',
  forbidden: 'You are not allowed to do this.',
  unauthorized: 'Full authentication is required to access this resource',
  invalidClient: 'Client authentication failed',
  badRequest: 'The request is not valid.',
  tooLarge: 'The request is too large.',
  alreadyOnAudit: 'The user is already assigned to this audit.',
  emailInUse: 'A user with this e-mail already exists.',
  templateNameTaken: 'A template with this name already exists.',
  /** A unique key broken by two requests at once, where no more precise message applies. */
  alreadyExists: 'This was saved by another request at the same moment; it already exists.',
  accountInOtherCompany: 'A user with this e-mail already belongs to another company. Ask an administrator to add them.',
  sharedAccountAdminOnly: 'This user also belongs to another company. Only an administrator can change their profile or roles.',
  malformedClientCredentials: 'The client credentials in the Authorization header are malformed.',
  malformedMultipart: 'The multipart body is malformed or incomplete.',
  unsafeText: 'Text must not contain NUL characters or unpaired surrogates.',
  serverError: 'Internal server error',
  invalidCursor: 'The page cursor is not valid; load the list again from its first page.',
  /** PDF downloads (issue 21 item 3): every render slot and waiting place taken (503, with Retry-After) */
  pdfQueueFull: 'Too many PDF documents are being prepared right now. Please try again in a moment.',
  /** this user's renders in flight reached PDF_RENDERS_PER_USER (429, with Retry-After) */
  pdfUserBusy: 'Your earlier PDF documents are still being prepared. Please wait until they are ready and try again.',
  /** this user's answer batches used their write time (ANSWER_WRITE_MS_PER_USER; 429, with Retry-After) */
  answerWritesBusy: 'Your answers are arriving faster than the server saves them for everyone. Please send them again in a moment.',
} as const;

/**
 * The server's other refusals, once inline in services and plugins (issue 23 item 4). The web shows those whose code
 * is user-facing (contract/src/error-codes.ts) as they come; the rest only reach API clients.
 */
export const refusalMessages = {
  invalidRole: 'Not a valid role',
  deleteOwnAccount: 'You cannot delete your own account.',
  unknownQuestion: 'Unknown question.',
  actionAlreadyResolved: 'This action is already resolved.',
  surveyIdFirst: 'The surveyExtId field must come before the file.',
  csvFileRequired: 'A .csv file is required.',
  fileRequired: 'A file is required.',
  videoOnly: 'Only mp4 videos can be uploaded here.',
  imageOnly: 'Only PNG or JPEG images can be uploaded here.',
  fileTooLarge: 'The file is too large.',
  templateNameRequired: 'Template name is required',
  templateFileRequired: 'A .json or .csv template file is required',
  alreadyScored: 'This audit is already scored.',
  scoredReadOnly: 'This audit is scored; its answers are read-only.',
  questionNotApplicable: 'This question does not apply to this audit with the current answers.',
  notScored: 'This audit has not been scored yet.',
  noQuestions: 'This audit has no questions.',
  /** comparing two audits (issue 26 item 4) */
  compareNotScored: 'Both audits must be scored to compare them.',
  compareOtherFarm: 'Only audits of the same farm can be compared.',
  compareSameAudit: 'Pick another audit of the farm to compare with.',
  /** starting an audit from the farm's last one (issue 26 item 1) */
  carrySourceNotOfFarm: 'The audit to start from is not an audit of this farm.',
  carrySourceNotScored: 'Only a scored audit can be started from.',
  /** redelivering a webhook delivery the queue still tries (issue 37 item 18) */
  webhookDeliveryPending: 'This delivery is still being tried: redeliver it once it is delivered or failed.',
  multipartExpected: 'Expected a multipart/form-data request.',
  templateFileNotUtf8: 'The template file is not valid UTF-8: save it as UTF-8 and upload it again.',
  /** tus PATCH (and creation-with-upload) bytes: the protocol's one content type (issue 37 item 25) */
  offsetOctetStreamExpected: 'Expected the bytes of a resumable upload as application/offset+octet-stream.',
  /** UPLOADS_UNFINISHED_PER_USER or UPLOADS_UNFINISHED_GB_PER_USER reached (429, issue 37 item 22) */
  unfinishedUploadsLimit: 'You have too many unfinished uploads. Finish or cancel one of them before starting another.',
  unsupportedContentType: 'Unsupported content type.',
  databaseUnreachable: 'Database unreachable',
  /** the token endpoint (RFC 6749 §5.2 error_description) */
  invalidRefreshToken: 'Invalid refresh token',
  credentialsRequired: 'username and password are required',
  refreshTokenRequired: 'refresh_token is required',
  grantTypeRequired: 'grant_type is required',
  unsupportedGrantType: 'Only the password and refresh_token grants are supported',
} as const;

/** The central error handler's catalogue (docs/requirements.md#core-8, docs/requirements.md#results-8). */
export const errorMessages = {
  connectionLost: 'Internet connection lost',
  canceled: 'Canceled by user',
  serverErrorTitle: 'Internal server error',
  serverErrorPersists: 'If this problem persists, please contact the system administrator',
  unavailableTitle: 'Service unavailable',
  couldNotBe: (subject: string, operation: string) => `The ${subject} could not be ${operation}.`,
  cancelOrRetry: 'Please cancel the request or try again.',
  notFoundTitle: 'Not found',
  notFoundOnServer: (subject: string, plural = false) =>
    plural ? `The ${subject} were not found on the server.` : `The ${subject} was not found on the server.`,
  possiblyRemoved: 'Possibly it was removed by another user or process.',
  legalTitle: 'Unavailable for legal reasons',
  accessDenied: (subject: string) => `Access to the ${subject} is denied.`,
  popupTitle: "We've encountered an error...",
  apologies: 'Our apologies for the inconvenience.',
  unexpectedApi: 'Unexpected API error',
  unexpectedSending: 'Unexpected error while sending the request.',
  unexpected: 'Unexpected error',
  /** Sign-in and token-refresh failures: 'API error while sign in.', 'Something went wrong while token refresh.' */
  apiErrorWhile: (activity: string) => `API error while ${activity}.`,
  somethingWentWrongWhile: (activity: string) => `Something went wrong while ${activity}.`,
} as const;

/** The pages shown in place of a screen whose data failed to load (issue 8 item 15): a retry, or a way back. */
export const errorStateMessages = {
  loadFailedTitle: 'Something went wrong',
  noAccessTitle: 'You do not have access to this page',
  noAccessHint: 'Ask an administrator of your company if you need it.',
  notFoundTitle: (what: string) => `This ${what} was not found`,
  notFoundHint: 'It may have been deleted, or the link may be mistyped.',
  /** over the server's refusal to compare two audits (other farms, not scored): a retry cannot help (issue 37 item 4) */
  compareRefusedTitle: 'These audits cannot be compared',
} as const;

/** A map the browser cannot draw (no WebGL2, a lost graphics context): said in its place, the page around it stays. */
export const mapMessages = {
  unavailableTitle: 'The map cannot be shown here',
  unavailable: 'This browser could not draw the map (it needs WebGL 2). Everything else on this page works.',
} as const;

/** The document pages whose PDF the server prepares (issue 37 item 16): offline, or the server busy with other renders. */
export const documentMessages = {
  offlineTitle: 'This document needs a connection',
  offline: 'The server prepares it. It opens here as soon as you are back online.',
  tryingAgain: (seconds: number) => `Trying again in ${seconds} s.`,
} as const;

/**
 * The audits list with nothing to show to someone who sees assigned farms only and has none yet (issue 37 item 18),
 * e.g. a first sign-in through the company's provider: not "No audits match these filters", since none are set.
 */
export const noFarmMessages = {
  title: 'No farm is assigned to you yet',
  description: 'Ask your company’s administrator to assign you to a farm; its audits will be listed here.',
} as const;

/** Per-screen messages for a failed call (docs/requirements.md#core-8, docs/requirements.md#results-8). */
export const screenMessages = {
  loadCurrentUser: 'API error while loading the current user.',
  loadCurrentUserCompanies: 'API error while loading the current user companies.',
  signIn: 'API error while sign in.',
  changePassword: 'API error while changing the password.',
  loadAudits: 'API error while loading the audits.',
  loadFarmsLocations: 'API error while loading the farms locations.',
  loadFarms: 'API error while loading the farms.',
  loadScoredAudit: 'API error while loading the scored audit.',
  scoreAudit: 'API error while scoring the audit.',
  loadAuditFarm: 'API error while loading the audit farm.',
  loadCompanyFarm: 'API error while loading the company farm.',
  loadAuditMedia: 'API error while loading the audit media.',
  submitForm: 'An error occurred submitting the form. Please try again later.',
  loadTemplates: 'API error while loading templates.',
  loadTemplate: 'API error while loading the template.',
  loadCompany: 'API error while loading the company.',
  loadCompanyFarms: 'API error while loading the company farms.',
  loadCompanyUsers: 'API error while loading the company users.',
  createCompany: 'API error while creating the company.',
  updateCompany: 'API error while updating the company.',
  loadCompanies: 'API error while loading the companies.',
  deleteCompanies: 'API error while deleting the companies.',
  deleteFarm: 'API error while deleting the farm.',
  loadUser: 'API error while loading the user.',
  loadUserFarms: 'API error while loading user farms.',
  updateUser: 'API error while updating the user.',
  saveUser: 'API error while saving the user.',
  updateRoles: 'API error while updating roles.',
  saveFarm: 'API error while saving the farm.',
  saveSchedule: 'API error while saving the audit schedule.',
  deleteUser: 'API error while deleting the user.',
  loadUsersList: 'API error while loading users list.',
  loadFarmDetails: 'API error while loading the farm details.',
  loadFarmUsers: 'API error while loading the farm users.',
  updateFarm: 'API error while updating the farm.',
  createFarm: 'API error while creating the farm.',
  loadFarmActiveAudits: "API error while getting farm's active audits.",
  loadUsers: 'API error while loading users.',
  addUserToFarm: 'API error while adding the user to the farm.',
  deleteUserFromFarm: 'API error while deleting the user from the farm.',
  loadTheUsers: 'API error while loading the users.',
  launchAudit: 'API error while launching the audit.',
  saveVideo: 'API error while saving the video.',
  deleteVideo: 'API error while deleting the video.',
  saveAction: 'API error while saving the action.',
  resolveAction: 'API error while resolving the action.',
  loadMediaDetails: 'API error while loading the media details.',
  uploadFile: 'API error while uploading the file.',
  loadAuditQuestion: 'API error while loading the audit question.',
  loadQuestionList: 'API error while loading the list of questions.',
  /** issue 26 item 1: the launch form's audit to start from, and 'Confirm the whole step' */
  loadLastAudit: "API error while loading the farm's audits.",
  confirmStep: 'API error while confirming the step.',
  moveToQuestion: 'API error while moving to the question.',
  saveAnswer: 'API error while saving the answer.',
  loadSteps: 'API error while loading the steps.',
  loadAuditResults: 'API error while loading the audit results.',
  loadAuditComparison: 'API error while comparing the audits.',
  loadPortfolio: 'API error while loading the portfolio.',
  exportPortfolio: 'API error while exporting the portfolio.',
  loadAudit: 'API error while loading the audit.',
  loadAuditReport: 'API error while loading the audit report.',
  loadAuditSections: 'API error while loading the audit sections.',
  addUserToAudit: 'API error while adding the user to the audit.',
  deleteUserFromAudit: 'API error while deleting the user from the audit.',
  loadAccount: 'API error while loading your account information.',
  loadActions: 'API error while loading the actions.',
  loadAuditYears: 'API error while loading the audit years.',
  loadCompanyFarmsWithAudits: 'API error while loading company farms with the audits.',
  loadCountries: 'API error while loading the countries.',
  loadRiskSummary: 'API error while loading the summary of risk level.',
  loadCountriesWithFarms: 'API error while loading the countries with farms.',
  uploadTemplateFile: 'API error while uploading the template file.',
  saveTemplate: 'API error while saving the template.',
  loadActivity: 'API error while loading your activity information.',
} as const;

/** Screen labels the spec gives word for word (docs/requirements.md#core-2). */
export const shellLabels = {
  forgotPassword: 'Forgot your password?',
  requestDemo: 'request a demo',
  recoverPassword: 'Recover password',
  resetPassword: 'Reset password',
  addCompany: '+ Company',
} as const;

/** Alert shown when a public form could not be submitted (docs/requirements.md#core-8: the landing contact form). */
export const formMessages = {
  submitFailed: 'An error occurred submitting the form. Please try again later.',
} as const;

/** The upload dialogs (issue 21 item 17): what ended an upload stays in the dialog under one of these titles. */
export const uploadMessages = {
  /** over the server's reason for refusing a file, e.g. 'Line 3, column 2: "warm" is not a number.' */
  notUploaded: 'The file was not uploaded',
  /** over a refusal made in the browser: nothing was sent */
  notSent: 'This file cannot be uploaded',
  templateFileType: 'A template file must be a .json or .csv file.',
  csvFileType: 'Choose a .csv file.',
} as const;
