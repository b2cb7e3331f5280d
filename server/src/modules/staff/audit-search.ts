import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditFilters } from '@community/contract';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

type AuditQuery = AuditFilters & { before?: number | undefined };

const likePattern = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const DAY_MS = 86_400_000;

/**
 * One page of the site's audit log, newest first (by id: the order the entries were written), with the filters
 * of the search; `next` continues after the last entry when there are more.
 */
export async function searchAuditLog(
  sql: Sql,
  siteId: number,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; next: number | null }> {
  let select = typed(sql).selectFrom('staff_audit_log').selectAll().where('site_id', '=', siteId);
  const { staff, action, target_type, target_id, from, to, q, before } = query;
  if (staff)
    select = /^\d+$/.test(staff)
      ? select.where('staff_id', '=', Number(staff))
      : select.where((eb) => eb(eb.fn('lower', ['staff_email']), '=', staff.toLowerCase()));
  if (action) select = select.where('action', 'like', `${likePattern(action)}%`);
  if (target_type) select = select.where('target_type', '=', target_type);
  if (target_id) select = select.where('target_id', '=', target_id);
  if (from) select = select.where('at', '>=', dayStart(from));
  if (to) select = select.where('at', '<', new Date(dayStart(to).getTime() + DAY_MS));
  if (q) select = select.where('reason', 'ilike', `%${likePattern(q)}%`);
  if (before) select = select.where('id', '<', before);
  const rows = await select
    .orderBy('id', 'desc')
    .limit(AUDIT_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map((row) => ({
      id: Number(row.id),
      at: row.at.toISOString(),
      staff: {
        id: Number(row.staff_id),
        email: row.staff_email,
        role: row.staff_role === 'administrator' ? 'administrator' : 'moderator',
      },
      action: row.action,
      target_type: row.target_type,
      target_id: row.target_id,
      reason: row.reason,
      ip: row.ip,
      user_agent: row.user_agent,
      request_id: row.request_id,
      before: row.before,
      after: row.after,
    })),
    next: rows.length > AUDIT_PAGE_SIZE ? Number(page.at(-1)?.id) : null,
  };
}
