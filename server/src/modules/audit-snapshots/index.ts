// The audit-snapshots module's entry (docs/architecture.md): the template an audit was launched on, stored once per
// distinct body, cached per process, and the order its questions are asked in. Below the audits, the activity log and
// the personal-data export, which all read an audit's questions.
export { firstOpen, flowOrder, includedEntries, nextAfter, type FlowEntry } from '@aquarisk/contract/answers/flow-order';
export { cachedSnapshot } from './snapshot-cache.ts';
export { snapshotBody, snapshotBodyByHash, snapshotsOfAudits, storeSnapshot } from './snapshot.service.ts';
