import { normalizeEmail } from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import { publishEvent } from '../../platform/domain-events.ts';
import { AppError } from '../../platform/errors.ts';
import { LIMITS } from '../../platform/limits.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { clearRateLimit, hitRateLimit } from '../../platform/rate-limits.ts';
import { createSession, revokeUserSessions, type Session } from '../../platform/sessions.ts';
import { withTransaction } from '../../platform/sql.ts';
import { hashToken } from '../../platform/tokens.ts';
import { findMemberByEmail, findMemberById, type Member } from '../members/index.ts';
import type { AccountDeps } from './deps.ts';
import { checkEmail, checkNewPassword, fieldError } from './field-rules.ts';
import { issueLink, mailLink } from './links.ts';
import { lockKey, verifyOwnPassword } from './password-lock.ts';
import { canSignIn } from './policy.ts';
import { consumeToken, setProfileStatus, updateUser } from './queries.ts';

/**
 * Sends a reset link when the address has a live account. The answer is the same either way, and the mail
 * leaves after the answer, so neither the answer nor its timing tells whether the address has an account.
 */
export async function requestPasswordReset(
  deps: AccountDeps,
  site: SiteRow,
  ip: string,
  email: string,
  log: { error: (details: object, message: string) => void },
): Promise<void> {
  checkEmail(email);
  const sql = deps.db.$client;
  const perIp = await hitRateLimit(sql, deps.clock, `reset-ip:${ip}`, LIMITS.resetRequestsPerIp);
  const perAddress = await hitRateLimit(
    sql,
    deps.clock,
    `reset:${site.id}:${normalizeEmail(email)}`,
    LIMITS.resetMailsPerAddress,
  );
  if (!perIp.allowed || !perAddress.allowed) throw new AppError('reset_limit_reached', 429);
  const member = await findMemberByEmail(sql, site.id, normalizeEmail(email));
  if (!member || !canSignIn(member)) return;
  setImmediate(() => {
    withTransaction(sql, async (tx) => {
      const link = await issueLink(deps, tx, site, member.user.id, 'password_reset');
      await mailLink(tx, site, member, 'password_reset', link);
    }).catch((error) => log.error({ err: error }, 'password reset mail not queued'));
  });
}

/**
 * Sets the new password from a reset link, confirms the address (the link proved it), lifts a lock-out,
 * ends every other session and opens a new one.
 */
export async function resetPassword(
  deps: AccountDeps,
  site: SiteRow,
  token: string,
  password: string,
  repeat: string,
): Promise<{ member: Member; sessionToken: string }> {
  checkNewPassword(password, repeat);
  const passwordHash = await hashPassword(password);
  return withTransaction(deps.db.$client, async (sql) => {
    const now = deps.clock();
    const used = await consumeToken(sql, 'password_reset', hashToken(token), now);
    if (!used) throw fieldError('reset_link_invalid', 'token');
    const member = await findMemberById(sql, used.userId, true);
    // Deleted or purged since the mail left: the address no longer has an account here.
    if (!member || !canSignIn(member)) throw fieldError('reset_email_not_found', 'token');
    const confirm = member.user.status === 'not_confirmed';
    await updateUser(
      sql,
      member.user.id,
      confirm
        ? { password_hash: passwordHash, status: 'active', confirmed_at: now }
        : { password_hash: passwordHash },
      now,
    );
    if (confirm) {
      await setProfileStatus(sql, member.user.id, 'active');
      await publishEvent(sql, 'member.activated', { memberId: member.user.id });
    }
    await revokeUserSessions(sql, deps.clock, member.user.id);
    await clearRateLimit(sql, lockKey(site.id, member.user.email));
    const sessionToken = await createSession(sql, deps.clock, member.user.id);
    return { member: (await findMemberById(sql, member.user.id)) as Member, sessionToken };
  });
}

/** Password change from the settings page: the old password first (SPEC §5); other sessions end. */
export async function changePassword(
  deps: AccountDeps,
  session: Session,
  oldPassword: string,
  password: string,
  repeat: string,
): Promise<void> {
  const member = await findMemberById(deps.db.$client, session.userId);
  if (!member || !(await verifyOwnPassword(deps, member, oldPassword))) {
    throw fieldError('old_password_wrong', 'old_password');
  }
  checkNewPassword(password, repeat);
  const passwordHash = await hashPassword(password);
  await withTransaction(deps.db.$client, async (sql) => {
    await updateUser(sql, session.userId, { password_hash: passwordHash }, deps.clock());
    await revokeUserSessions(sql, deps.clock, session.userId, session.id);
  });
}
