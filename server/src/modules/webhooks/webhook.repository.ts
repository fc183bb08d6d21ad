import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from '../../db/schema.ts';

export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;

export interface EndpointValues {
  url: string;
  description: string | null;
  events: string[];
  enabled: boolean;
}

const endpointColumns = (v: EndpointValues) => ({
  url: v.url,
  description: v.description,
  eventsJson: JSON.stringify(v.events),
  enabled: v.enabled ? 1 : 0,
});

export function listEndpoints(db: Executor, companyId: number) {
  return db.selectFrom('webhookEndpoints').selectAll().where('companyId', '=', companyId).orderBy('createdAt').orderBy('id').execute();
}

export function findEndpoint(db: Executor, companyId: number, externalId: string) {
  return db
    .selectFrom('webhookEndpoints')
    .selectAll()
    .where('companyId', '=', companyId)
    .where('externalId', '=', externalId)
    .executeTakeFirst();
}

export function insertEndpoint(db: Executor, companyId: number, externalId: string, secret: string, v: EndpointValues, now: string) {
  return db
    .insertInto('webhookEndpoints')
    .values({ externalId, companyId, secret, ...endpointColumns(v), createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateEndpoint(db: Executor, id: number, v: EndpointValues, now: string) {
  return db
    .updateTable('webhookEndpoints')
    .set({ ...endpointColumns(v), updatedAt: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A new secret; the one it replaces still signs until `previousUntil`. */
export function setSecret(db: Executor, id: number, secret: string, previous: { secret: string; until: string }, now: string) {
  return db
    .updateTable('webhookEndpoints')
    .set({ secret, previousSecret: previous.secret, previousSecretUntil: previous.until, updatedAt: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteEndpoint(db: Executor, id: number) {
  await db.deleteFrom('webhookEndpoints').where('id', '=', id).execute();
}

/** The enabled endpoints of a company that take this event. */
export async function subscribers(db: Executor, companyId: number, eventType: string) {
  const rows = await db
    .selectFrom('webhookEndpoints')
    .select(['id', 'eventsJson'])
    .where('companyId', '=', companyId)
    .where('enabled', '=', 1)
    .execute();
  return rows.filter((r) => (JSON.parse(r.eventsJson) as string[]).includes(eventType)).map((r) => r.id);
}

export interface NewDelivery {
  messageId: string;
  endpointId: number;
  eventType: string;
  payload: string;
}

export async function insertDeliveries(db: Executor, rows: NewDelivery[], now: string) {
  if (rows.length === 0) return [];
  return db
    .insertInto('webhookDeliveries')
    .values(rows.map((r) => ({ ...r, status: 'pending' as const, attempts: 0, nextAttemptAt: now, createdAt: now })))
    .returning(['id'])
    .execute();
}

/** The newest delivery of each endpoint, for the list. */
export async function lastDeliveries(db: Executor, endpointIds: number[]) {
  const out = new Map<number, { status: WebhookDeliveryRow['status']; createdAt: string }>();
  if (endpointIds.length === 0) return out;
  const rows = await db
    .selectFrom('webhookDeliveries as d')
    .select(['d.endpointId', 'd.status', 'd.createdAt'])
    .where('d.endpointId', 'in', endpointIds)
    .where((eb) =>
      eb(
        'd.id',
        '=',
        eb
          .selectFrom('webhookDeliveries as n')
          .select((n) => n.fn.max('n.id').as('m'))
          .whereRef('n.endpointId', '=', 'd.endpointId'),
      ),
    )
    .execute();
  for (const r of rows) out.set(r.endpointId, { status: r.status, createdAt: r.createdAt });
  return out;
}

export function listDeliveries(db: Executor, endpointId: number, limit: number) {
  return db.selectFrom('webhookDeliveries').selectAll().where('endpointId', '=', endpointId).orderBy('id', 'desc').limit(limit).execute();
}

/** One delivery of an endpoint, by its message id. */
export function findDelivery(db: Executor, endpointId: number, messageId: string) {
  return db
    .selectFrom('webhookDeliveries')
    .selectAll()
    .where('endpointId', '=', endpointId)
    .where('messageId', '=', messageId)
    .executeTakeFirst();
}

/** The farm an audit belongs to, as an event names it. */
export function farmOfAudit(db: Executor, surveyId: number) {
  return db
    .selectFrom('surveys')
    .innerJoin('farms', 'farms.id', 'surveys.farmId')
    .select(['farms.externalId as id', 'farms.name'])
    .where('surveys.id', '=', surveyId)
    .executeTakeFirstOrThrow();
}

/** A delivery with what signs and addresses it. */
export function findDeliveryToSend(db: Executor, id: number) {
  return db
    .selectFrom('webhookDeliveries as d')
    .innerJoin('webhookEndpoints as e', 'e.id', 'd.endpointId')
    .leftJoin('webhookSettings as s', 's.companyId', 'e.companyId')
    .select([
      'd.id',
      'd.messageId',
      'd.eventType',
      'd.payload',
      'd.status',
      'd.attempts',
      'e.url',
      'e.secret',
      'e.previousSecret',
      'e.previousSecretUntil',
      'e.enabled',
      's.allowPrivateUrls',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export interface AttemptRecord {
  status: WebhookDeliveryRow['status'];
  attempts: number;
  lastStatus: number | null;
  lastBody: string | null;
  lastError: string | null;
  lastAttemptAt: string;
  nextAttemptAt: string | null;
}

export async function recordAttempt(db: Executor, id: number, r: AttemptRecord) {
  await db.updateTable('webhookDeliveries').set(r).where('id', '=', id).execute();
}

/** Pending deliveries due by now (a sweep re-queues those whose job was lost with a process). */
export function duePending(db: Executor, now: string, limit: number) {
  return db
    .selectFrom('webhookDeliveries')
    .select(['id'])
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function allowsPrivateUrls(db: Executor, companyId: number) {
  const row = await db.selectFrom('webhookSettings').select('allowPrivateUrls').where('companyId', '=', companyId).executeTakeFirst();
  return row?.allowPrivateUrls === 1;
}

export async function setAllowPrivateUrls(db: Executor, companyId: number, allow: boolean, now: string) {
  await db
    .insertInto('webhookSettings')
    .values({ companyId, allowPrivateUrls: allow ? 1 : 0, updatedAt: now })
    .onConflict((oc) => oc.column('companyId').doUpdateSet({ allowPrivateUrls: allow ? 1 : 0, updatedAt: now }))
    .execute();
}
