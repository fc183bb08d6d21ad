import type { AppContext } from '../../app-context.ts';

export async function listActivity(
  ctx: AppContext,
  q: { page: number; size: number; sort: 'asc' | 'desc' },
  f: { auditTargets?: string[] | undefined; methods?: string[] | undefined; userEmails?: string[] | undefined },
) {
  const db = ctx.database.db;
  let base = db.selectFrom('activityLog');
  if (f.auditTargets?.length) base = base.where('target', 'in', f.auditTargets);
  if (f.methods?.length) base = base.where('method', 'in', f.methods);
  if (f.userEmails?.length) base = base.where('actorEmail', 'in', f.userEmails.map((e) => e.toLowerCase()));
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('createdAt', q.sort)
    .orderBy('id', q.sort)
    .limit(q.size)
    .offset((q.page - 1) * q.size)
    .execute();
  return {
    pageSize: q.size,
    totalRecords: Number(total.n),
    items: rows.map((r) => ({
      targetUserEmail: r.actorEmail,
      method: r.method,
      target: r.target,
      targetName: r.targetName,
      companyName: r.companyName,
      createdAt: r.createdAt,
      updatedFieldsJson: JSON.parse(r.updatedFieldsJson) as Record<string, [unknown, unknown]>,
      targetExtId: r.targetExtId,
    })),
  };
}
