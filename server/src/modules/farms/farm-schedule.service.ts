import type { AuditScheduleInput } from '@aquarisk/contract/schemas/audit-schedule.schema';
import type { AppContext } from '../../app-context.ts';
import { refreshNextAuditDue, todayUtc } from '../../db/farm-schedules.ts';
import { actorOf, type AuthUser } from '../../lib/request-user.ts';
import { visibleFarm } from '../access/index.ts';
import { recordActivity } from '../activity-log/index.ts';
import { toSchedule } from './farm.mapper.ts';
import * as repo from './farm.repository.ts';

const describe = (kind: string, cycleDate: string | null) => (cycleDate ? `${kind} ${cycleDate}` : kind);

/**
 * Sets or clears a farm's audit schedule (issue 26 item 3); who may edit the farm may set it. The due date is
 * recomputed in the same transaction. Saving the same kind again keeps the day it was first set, so re-saving never
 * moves a never-audited farm's due date.
 */
export async function setFarmSchedule(ctx: AppContext, user: AuthUser, companyExtId: string, farmExtId: string, input: AuditScheduleInput) {
  const { access, farm } = await visibleFarm(ctx, user, companyExtId, farmExtId);
  return ctx.database.db.transaction().execute(async (tx) => {
    const scheduledOn = input.kind === 'NONE' ? null : input.kind === farm.scheduleKind && farm.scheduledOn ? farm.scheduledOn : todayUtc();
    await repo.updateFarmSchedule(tx, farm.id, {
      scheduleKind: input.kind,
      scheduleCycleDate: input.cycleDate,
      scheduledOn,
      nextAuditDue: null,
    });
    await refreshNextAuditDue(tx, { farmIds: [farm.id] });
    const row = await repo.findFarmById(tx, farm.id);
    const before = describe(farm.scheduleKind, farm.scheduleCycleDate);
    const after = describe(row.scheduleKind, row.scheduleCycleDate);
    if (before !== after)
      await recordActivity(tx, {
        actor: actorOf(user),
        method: 'UPDATE',
        target: 'FARM',
        targetName: farm.name,
        targetExtId: farm.externalId,
        company: access.company,
        changes: { schedule: [before, after] },
      });
    return toSchedule(row);
  });
}
