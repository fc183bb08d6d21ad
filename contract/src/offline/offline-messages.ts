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
  /** a screen part that needs the server, offline: said calmly, in the badge's words, instead of an API error */
  needsConnection: 'This part needs the connection: it loads again when the connection returns.',
  auditsNeedConnection: 'The full audits list loads again when the connection returns; the audits kept on this device are above.',
  environmentNeedsConnection: 'The environmental readings load again when the connection returns.',
  /** the footage dialog offline: what the device holds, and what waits for the link */
  footageKept: (when: string) =>
    `Stored files as this device last saw them (${when}). A file you choose now uploads when the connection returns.`,
  footageUnknown:
    'The files stored with this audit show when the connection returns. A file you choose now uploads when the connection returns.',
  /** an upload a reload or a closed tab interrupted (issue 37 item 2) */
  unfinishedUpload: (sent: string, total: string) => `${sent} of ${total} uploaded: choose the file again to resume`,
} as const;

/** How many answers one batch carries at most (a whole offline session of a large template fits in a few). */
export const ANSWER_BATCH_MAX = 500;
