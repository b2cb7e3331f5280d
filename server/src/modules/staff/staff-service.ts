import type { AccountRole, StaffMember } from '@community/contract';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/sql.ts';
import type { AuditWriter } from '../../platform/staff-audit.ts';
import { endStaffSessions, removeSecondFactor } from './second-factor-queries.ts';
import { findStaff, lockStaffMember, setRole } from './staff-queries.ts';

type StaffDeps = Pick<AppDeps, 'db'>;
/** The administrator at work, on their site. */
type Administrator = { id: number; siteId: number; audit: AuditWriter };

/** The site's staff as the staff page shows them. */
export async function staffList(deps: StaffDeps, siteId: number, viewerId: number): Promise<StaffMember[]> {
  const rows = await findStaff(deps.db.$client, siteId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email ?? '',
    role: row.role === 'administrator' ? 'administrator' : 'moderator',
    enrolled: Boolean(row.enrolled),
    last_seen_at: row.last_seen_at ? new Date(row.last_seen_at).toISOString() : null,
    self: row.id === viewerId,
  }));
}

/** An administrator changes nothing of their own here: another administrator, or the command, does. */
function refuseOwn(admin: Administrator, userId: number): void {
  if (admin.id === userId) throw new AppError('staff_own_account', 403);
}

/**
 * Gives a staff member another role; `member` takes the staff role away, and with it the staff time of their
 * sessions. The same role again changes nothing.
 */
export async function changeStaffRole(
  deps: StaffDeps,
  admin: Administrator,
  change: { id: number; role: AccountRole },
): Promise<StaffMember[]> {
  refuseOwn(admin, change.id);
  await withTransaction(deps.db.$client, async (tx) => {
    const target = await lockStaffMember(tx, admin.siteId, change.id);
    if (!target) throw new AppError('not_found', 404);
    if (target.role === change.role) return admin.audit.nothingChanged();
    await setRole(tx, target.id, change.role);
    if (change.role === 'member') await endStaffSessions(tx, target.id);
    await admin.audit.record(tx, {
      action: 'staff.role_change',
      targetType: 'staff',
      targetId: target.id,
      before: { role: target.role },
      after: { role: change.role },
    });
  });
  return staffList(deps, admin.siteId, admin.id);
}

/**
 * Removes a staff member's authenticator and recovery codes and ends their staff sessions: they enrol again on
 * their next visit of the back office (a lost phone).
 */
export async function resetStaffSecondFactor(
  deps: StaffDeps,
  admin: Administrator,
  userId: number,
): Promise<StaffMember[]> {
  refuseOwn(admin, userId);
  await withTransaction(deps.db.$client, async (tx) => {
    const target = await lockStaffMember(tx, admin.siteId, userId);
    if (!target) throw new AppError('not_found', 404);
    const enrolled = await removeSecondFactor(tx, target.id);
    await admin.audit.record(tx, {
      action: 'staff.second_factor_reset',
      targetType: 'staff',
      targetId: target.id,
      before: { enrolled },
      after: { enrolled: false },
    });
  });
  return staffList(deps, admin.siteId, admin.id);
}
