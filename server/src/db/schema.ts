import type { ColumnType, Generated, Selectable } from 'kysely';

/** Table types. Timestamps are ISO 8601 strings on both databases (normalised in database.ts). */
export interface UsersTable {
  id: Generated<number>;
  externalId: string;
  email: string;
  username: string;
  fullName: string | null;
  phone: string | null;
  passwordHash: string | null;
  createdAt: string;
  updatedAt: string;
  /** set when the person's data was erased: the row is an anonymous tombstone (migration 040) */
  erasedAt: string | null;
  /** moves when what a request caches of the user changes: roles, e-mail, name (migration 042) */
  authVersion: Generated<number>;
  /** moves when every session must end; access tokens carry the value they were issued under (migration 042) */
  sessionVersion: Generated<number>;
  /** 1: no weekly digest of actions (escalations are sent regardless; migration 049) */
  digestOptOut: Generated<number>;
}
export interface UserRolesTable {
  userId: number;
  role: string;
}
export interface CompaniesTable {
  id: Generated<number>;
  externalId: string;
  name: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  postCode: string | null;
  phone: string | null;
  email: string | null;
  webAddress: string | null;
  createdAt: string;
  updatedAt: string;
  /** JSON of ActionDueDays; null: the defaults (issue 28). */
  actionDueDays: string | null;
  /** months after which a farm's latest scored audit makes it stale (issue 39 item 5; migration 065) */
  auditIntervalMonths: Generated<number>;
}
export interface CompanyUsersTable {
  companyId: number;
  userId: number;
  createdAt: string;
}
export interface FarmsTable {
  id: Generated<number>;
  externalId: string;
  companyId: number;
  name: string;
  description: string | null;
  siteId: string | null;
  siteType: string | null;
  species: string | null;
  /** the farm's production system (migration 030), one of the contract's productionSystems */
  productionSystem: string | null;
  country: string | null;
  stateProvince: string | null;
  latitude: number | null;
  longitude: number | null;
  animalCount: number | null;
  tonnage: number | null;
  farmArea: number | null;
  growingArea: number | null;
  harvestWeight: number | null;
  stockingDensity: number | null;
  stockingWeight: number | null;
  structureCount: number | null;
  structuresJson: string;
  startYear: number | null;
  duration: number | null;
  surveyDate: string | null;
  currencyCode: string | null;
  actualValue: number | null;
  avgValue: number | null;
  maxValue: number | null;
  /** the audit schedule (migration 045): NONE, MONTHS_6, MONTHS_12 or CYCLE; see server/src/db/farm-schedules.ts */
  scheduleKind: Generated<string>;
  scheduleCycleDate: string | null;
  /** the day the schedule was set (YYYY-MM-DD): an interval farm never audited is due from it */
  scheduledOn: string | null;
  /** the day the next audit is due (YYYY-MM-DD), kept by farm-schedules.ts; null without a schedule */
  nextAuditDue: string | null;
  createdAt: string;
  updatedAt: string;
}
export interface FarmUsersTable {
  farmId: number;
  userId: number;
  createdAt: string;
}
export interface SurveysTable {
  id: Generated<number>;
  externalId: string;
  companyId: number;
  farmId: number;
  name: string;
  description: string | null;
  surveyYear: number;
  state: string;
  closed: number;
  normScore: number | null;
  /** the band shown: the worse of the score's band and every triggered cap */
  risk: string | null;
  /** the score's own band, and the triggered caps as JSON (issue 13) */
  scoreRisk: string | null;
  capsJson: string | null;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
  templateName: string | null;
  /** the launched template body, in survey_snapshots (migration 021) */
  snapshotId: number | null;
  isComplete: number;
  /** applicable questions still unanswered (migration 010); null only before it ran */
  openQuestions: number | null;
  /** carried answers not yet confirmed or changed (migration 043); Score waits for 0 */
  carriedLeft: Generated<number>;
  scoringJson: string | null;
  scoredAt: string | null;
  scoredBy: string | null;
  surveyDate: string | null;
  /** JSON `{ band: steps }` of the scored audit (migration 009) */
  stepRiskCounts: string | null;
  /** the risk model the stored result was scored with (migration 030); null while not scored */
  modelVersion: number | null;
  /** the farm's country and region, kept by triggers for the list's place filters (migration 042) */
  farmCountry: string | null;
  farmStateProvince: string | null;
}
export interface SurveySnapshotsTable {
  id: Generated<number>;
  /** sha256 of body_json: one row per distinct launched template body */
  hash: string;
  bodyJson: string;
}
export interface TemplatesTable {
  id: Generated<number>;
  externalId: string;
  name: string;
  bodyJson: string;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
}
export interface SurveyAnswersTable {
  surveyId: number;
  questionId: number;
  answerId: number;
  answerStr: string;
  answeredBy: number | null;
  answeredAt: string;
  /** the audit this answer was carried from, until it is confirmed or changed (migration 043) */
  carriedFrom: ColumnType<number | null, number | null | undefined, number | null>;
}
/** The first result of an answer the app sent with its own id (migration 047, issue 27). */
export interface AnswerReceiptsTable {
  clientId: string;
  surveyId: number;
  userId: number;
  questionId: number;
  status: 'saved' | 'refused';
  reason: string | null;
  message: string | null;
  createdAt: string;
}
/** A resumable upload not yet finished, counted against its user's cap (migration 064, issue 37 item 22). */
export interface UnfinishedUploadsTable {
  uploadId: string;
  userId: number;
  declaredBytes: ColumnType<number, number, number>;
  createdAt: string;
}
export interface SurveyCursorsTable {
  surveyId: number;
  userId: number;
  questionId: number | null;
  updatedAt: string;
}
export interface SurveySectionScoresTable {
  surveyId: number;
  sectionId: number;
  name: string;
  ordinal: number;
  score: number | null;
  minScore: number | null;
  maxScore: number | null;
  normScore: number | null;
  risk: string;
  scoreRisk: string | null;
  capsJson: string | null;
}
/** Each farm's latest scored audit (by launch time, then id), kept at scoring time (migration 041). */
export interface FarmLatestScoresTable {
  farmId: number;
  companyId: number;
  surveyId: number;
  surveyExtId: string;
  surveyName: string;
  surveyCreatedAt: string;
  normScore: number | null;
  risk: string | null;
  scoreRisk: string | null;
  capsJson: string | null;
  stepRiskCounts: string | null;
  /** JSON `[{ ordinal, name, risk, norm, score }]`, by ordinal */
  sectionsJson: string;
  modelVersion: number | null;
  scoredAt: string | null;
  /** when the row was last written: part of the map's ETag */
  updatedAt: string;
}
export interface SurveyUsersTable {
  surveyId: number;
  userId: number;
  createdAt: string;
}
export interface RefreshTokensTable {
  id: Generated<number>;
  userId: number;
  familyId: string;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
  createdAt: string;
}
export interface SignInFailuresTable {
  account: string;
  source: string;
  failures: number;
  lastFailureAt: string;
  blockedUntil: string | null;
}
export interface ResetTokensTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}
/** A personal API token (migration 052, issue 28 item 5): the hash of the token, never the token. */
export interface ApiTokensTable {
  id: Generated<number>;
  externalId: string;
  userId: number;
  name: string;
  scope: 'read' | 'read-write';
  prefix: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
export interface OutboxTable {
  id: Generated<number>;
  toAddress: string;
  subject: string;
  body: string;
  createdAt: string;
  sentAt: string | null;
  /** sends tried (migration 053) */
  attempts: Generated<number>;
  /** when the retry sweep may take it; null: never (written before migration 053) */
  nextAttemptAt: string | null;
  lastError: string | null;
}
export interface ContactRequestsTable {
  id: Generated<number>;
  name: string;
  email: string;
  comment: string;
  createdAt: string;
}
export interface ActivityLogTable {
  id: Generated<number>;
  actorUserId: number | null;
  actorEmail: string | null;
  method: string;
  target: string;
  targetName: string | null;
  targetExtId: string | null;
  companyId: number | null;
  companyName: string | null;
  updatedFieldsJson: string;
  createdAt: string;
}

export interface ActivityLogDailyTable {
  day: string;
  target: string;
  method: string;
  entries: number;
}

export interface ActionItemsTable {
  id: Generated<number>;
  externalId: string;
  surveyId: number;
  companyId: number;
  sectionId: number | null;
  stepId: number | null;
  questionId: number | null;
  title: string;
  description: string;
  riskLevel: string;
  createdBy: number | null;
  createdByName: string;
  createdAt: string;
  closedAt: string | null;
  closedBy: number | null;
  closedByName: string | null;
  closedDescription: string | null;
  ownerId: number | null;
  dueOn: string | null;
}

export interface RateLimitWindowsTable {
  key: string;
  startedMs: number;
  hits: number;
}

export interface MediaTable {
  id: Generated<number>;
  externalId: string;
  surveyId: number;
  category: string;
  name: string;
  contentType: string;
  size: number;
  storageKey: string;
  createdAt: string;
  createdBy: number | null;
  createdByName: string | null;
}
export interface EnvironmentUploadsTable {
  surveyId: number;
  fileName: string;
  rows: number;
  uploadedAt: string;
  uploadedByName: string | null;
}
export interface EnvironmentParametersTable {
  id: Generated<number>;
  surveyId: number;
  key: string;
  label: string;
  unit: string | null;
  ordinal: number;
  /** the import writing (or removing) this parameter; null for the audit's live series */
  pendingImport: string | null;
  pendingSince: string | null;
}
export interface EnvironmentReadingsTable {
  parameterId: number;
  tsMs: number;
  value: number;
}
/** At most 200 points per parameter, its peaks and troughs, written at import (migration 046) */
export interface EnvironmentOverviewTable {
  parameterId: number;
  tsMs: number;
  value: number;
}
/** Single sign-on per company (migration 051) */
export interface SsoConfigsTable {
  companyId: number;
  issuer: string;
  clientId: string;
  /** AES-256-GCM, sso-secret-box.ts */
  clientSecretEnc: string;
  rolesJson: string;
  roleClaim: string | null;
  roleMapJson: string;
  enabled: number;
  /** 1: a first sign-in makes the account; 0: members only (migration 055) */
  createAccounts: number;
  createdAt: string;
  updatedAt: string;
}
/** A company's claim of an SSO e-mail domain (migration 056): only a proved one (verifiedDomain set) routes sign-in. */
export interface SsoDomainClaimsTable {
  id: Generated<number>;
  domain: string;
  companyId: number;
  /** the value after "aquarisk-verification=" in the domain's TXT record */
  token: string;
  /** the domain once proved, else null: unique, so one company holds a proved domain */
  verifiedDomain: string | null;
  verifiedAt: string | null;
  createdAt: string;
}
export interface SsoSignInsTable {
  id: Generated<number>;
  stateHash: string;
  nonce: string;
  codeVerifier: string;
  companyId: number;
  createdAt: string;
  usedAt: string | null;
}
/** One row per reminder, escalation or digest written (migration 049); the key makes each once. */
export interface SentNotificationsTable {
  id: Generated<number>;
  notificationKey: string;
  kind: string;
  /** the person mailed; null on an action's `overdue:` marker (the claim of its escalation) */
  userId: number | null;
  actionId: number | null;
  outboxId: number | null;
  createdAt: string;
}
/** The test-only clock's offset from real time (TEST_CLOCK=true; migration 049). */
export interface TestClockTable {
  id: number;
  offsetMs: number;
}

/** A company's webhook endpoint (migration 050, issue 28 item 3). */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  externalId: string;
  companyId: number;
  url: string;
  description: string | null;
  /** JSON array of the event types it takes */
  eventsJson: string;
  /** "whsec_…": kept, not hashed, because it signs every delivery */
  secret: string;
  /** the secret before the last rotation, which also signs until previousSecretUntil (migration 054) */
  previousSecret: string | null;
  previousSecretUntil: string | null;
  enabled: number;
  createdAt: string;
  updatedAt: string;
}
/** One event for one endpoint: written with the change, then sent (migration 050). */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  messageId: string;
  endpointId: number;
  eventType: string;
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatus: number | null;
  lastBody: string | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
}
/** Whether a company's endpoints may point at private networks (migration 050; off when no row). */
export interface WebhookSettingsTable {
  companyId: number;
  allowPrivateUrls: number;
  updatedAt: string;
}

export interface Database {
  ssoConfigs: SsoConfigsTable;
  ssoDomainClaims: SsoDomainClaimsTable;
  ssoSignIns: SsoSignInsTable;
  webhookEndpoints: WebhookEndpointsTable;
  webhookDeliveries: WebhookDeliveriesTable;
  webhookSettings: WebhookSettingsTable;
  sentNotifications: SentNotificationsTable;
  testClock: TestClockTable;
  media: MediaTable;
  environmentUploads: EnvironmentUploadsTable;
  environmentParameters: EnvironmentParametersTable;
  environmentReadings: EnvironmentReadingsTable;
  environmentOverview: EnvironmentOverviewTable;
  rateLimitWindows: RateLimitWindowsTable;
  users: UsersTable;
  userRoles: UserRolesTable;
  companies: CompaniesTable;
  companyUsers: CompanyUsersTable;
  farms: FarmsTable;
  farmUsers: FarmUsersTable;
  surveys: SurveysTable;
  surveyUsers: SurveyUsersTable;
  templates: TemplatesTable;
  surveySnapshots: SurveySnapshotsTable;
  surveyAnswers: SurveyAnswersTable;
  surveyCursors: SurveyCursorsTable;
  answerReceipts: AnswerReceiptsTable;
  unfinishedUploads: UnfinishedUploadsTable;
  surveySectionScores: SurveySectionScoresTable;
  farmLatestScores: FarmLatestScoresTable;
  actionItems: ActionItemsTable;
  refreshTokens: RefreshTokensTable;
  resetTokens: ResetTokensTable;
  apiTokens: ApiTokensTable;
  signInFailures: SignInFailuresTable;
  outbox: OutboxTable;
  contactRequests: ContactRequestsTable;
  activityLog: ActivityLogTable;
  activityLogDaily: ActivityLogDailyTable;
}

export type SurveyRow = Selectable<SurveysTable>;
export type UserRow = Selectable<UsersTable>;
