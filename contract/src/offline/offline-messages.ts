/**
 * What the app and the server say about work done offline (issue 27): the header badge, and why an answer queued
 * offline was refused when it reached the server. Refusals keep the answer: the auditor sees it and can export it.
 */
export const offlineMessages = {
  offline: 'Offline',
  syncing: 'Syncing…',
  synced: 'Synced',
  offlineBanner: 'You are offline. Answers are kept on this device and saved when the connection returns.',
  notAvailableOffline: 'This audit is not available offline: open it once while online.',
  madeAvailable: 'Available offline',
  scoredMeanwhile: 'The audit was scored while you were offline, so this answer was not saved.',
  questionChanged: 'The question changed while you were offline, so this answer was not saved: answer it again.',
  accessLost: 'You can no longer answer this audit (it was reassigned or you lost access), so this answer was not saved.',
  clientIdReused: 'This answer id was already used for another answer.',
  refusedTitle: 'Answers not saved',
  newVersion: 'A new version of Aquarisk is available.',
} as const;

/** How many answers one batch carries at most (a whole offline session of a large template fits in a few). */
export const ANSWER_BATCH_MAX = 500;
