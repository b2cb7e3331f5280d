import type { StaffRole } from '@community/contract';
import { sql as raw } from 'kysely';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

const STAFF = ['moderator', 'administrator'] as const;
const LIVE = ['active', 'not_confirmed'] as const;

/** The site's staff (administrators first), with whether they enrolled and when any of their sessions was last used. */
export async function findStaff(sql: Sql, siteId: number) {
  return typed(sql)
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.id', 'u.id')
    .leftJoin('staff_second_factors as f', 'f.user_id', 'u.id')
    .select((eb) => [
      'u.id',
      'u.email',
      'u.role',
      'p.name',
      eb('f.confirmed_at', 'is not', null).as('enrolled'),
      eb
        .selectFrom('sessions as s')
        .select((inner) => inner.fn.max('s.last_seen_at').as('last_seen_at'))
        .whereRef('s.user_id', '=', 'u.id')
        .as('last_seen_at'),
    ])
    .where('u.site_id', '=', siteId)
    .where('u.role', 'in', STAFF)
    .where('u.status', 'in', LIVE)
    .orderBy(raw`u.role = 'administrator'`, 'desc')
    .orderBy('u.email')
    .execute();
}

/** A staff member of the site, locked for a change of their role or second factor; undefined for anyone else. */
export async function lockStaffMember(
  sql: Sql,
  siteId: number,
  userId: number,
): Promise<{ id: number; role: StaffRole } | undefined> {
  const row = await typed(sql)
    .selectFrom('users')
    .select(['id', 'role'])
    .where('id', '=', userId)
    .where('site_id', '=', siteId)
    .where('role', 'in', STAFF)
    .where('status', 'in', LIVE)
    .forUpdate()
    .executeTakeFirst();
  return row && row.role !== 'member' ? { id: row.id, role: row.role } : undefined;
}

export async function setRole(sql: Sql, userId: number, role: 'member' | StaffRole): Promise<void> {
  await typed(sql).updateTable('users').set({ role }).where('id', '=', userId).execute();
}
