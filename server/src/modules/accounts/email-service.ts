import { normalizeEmail } from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import { publishEvent } from '../../platform/domain-events.ts';
import { AppError } from '../../platform/errors.ts';
import { LIMITS } from '../../platform/limits.ts';
import { enforceRateLimit } from '../../platform/rate-limits.ts';
import type { Session } from '../../platform/sessions.ts';
import { withTransaction } from '../../platform/sql.ts';
import { hashToken } from '../../platform/tokens.ts';
import { landingChatPath } from '../member-landing/index.ts';
import { findMemberById, type Member } from '../members/index.ts';
import { type Asker, limitAddressCheck } from './address-checks.ts';
import type { AccountDeps } from './deps.ts';
import { checkEmail, checkEmailFree, fieldError } from './field-rules.ts';
import { issueLink, mailLink } from './links.ts';
import { queueAccountMail } from './mail-job.ts';
import { verifyOwnPassword } from './password-lock.ts';
import { consumeToken, setProfileStatus, updateUser } from './queries.ts';

/**
 * The activation link: confirms the address and makes the profile visible. Answers where the member goes next:
 * the chat with the member their signup remembered while they may still chat (decision 0063), else
 * /activate/done; undefined when the link cannot activate.
 */
export async function activate(deps: AccountDeps, token: string): Promise<string | undefined> {
  return withTransaction(deps.db.$client, async (sql) => {
    const now = deps.clock();
    const used = await consumeToken(sql, 'activation', hashToken(token), now);
    if (!used) return undefined;
    const member = await findMemberById(sql, used.userId, true);
    if (member?.user.status !== 'not_confirmed') return undefined;
    await updateUser(sql, member.user.id, { status: 'active', confirmed_at: now }, now);
    await setProfileStatus(sql, member.user.id, 'active');
    await publishEvent(sql, 'member.activated', { memberId: member.user.id });
    return (await landingChatPath(sql, member.user.id, now)) ?? '/activate/done';
  });
}

/**
 * Asks for the password (under the login's lock-out), then mails a confirmation link to the new address. Whether
 * the new address has an account is told (SPEC §5), behind the address-check limit.
 */
export async function requestEmailChange(
  deps: AccountDeps,
  site: SiteRow,
  asker: Asker & { sessionId: number },
  session: Session,
  password: string,
  email: string,
): Promise<void> {
  const sql = deps.db.$client;
  const member = (await findMemberById(sql, session.userId)) as Member;
  if (!(await verifyOwnPassword(deps, member, password))) throw fieldError('password_wrong', 'password');
  checkEmail(email);
  await limitAddressCheck(deps, asker);
  await checkEmailFree(sql, site.id, email);
  await enforceRateLimit(sql, deps.clock, `email-change:${member.user.id}`, LIMITS.emailChangeMailsPerMember);
  await withTransaction(sql, async (tx) => {
    const link = await issueLink(deps, tx, site, member.user.id, 'email_change', email.trim());
    await mailLink(tx, site, member, 'email_change', link, { to: email.trim() });
  });
}

/** The link from the new address: switches the account to it and tells the old address. */
export async function confirmEmailChange(deps: AccountDeps, site: SiteRow, token: string): Promise<void> {
  await withTransaction(deps.db.$client, async (sql) => {
    const now = deps.clock();
    const used = await consumeToken(sql, 'email_change', hashToken(token), now);
    const member = used && (await findMemberById(sql, used.userId, true));
    if (!used?.email || !member || member.user.status === 'deleted' || member.user.status === 'purged') {
      throw new AppError('link_invalid', 400);
    }
    await checkEmailFree(sql, member.user.site_id, used.email);
    const confirm = member.user.status === 'not_confirmed';
    await updateUser(
      sql,
      member.user.id,
      {
        email: used.email,
        email_normalized: normalizeEmail(used.email),
        // The new address works: earlier bounces or complaints were about the old one.
        email_disabled_reason: null,
        ...(confirm ? { status: 'active', confirmed_at: now } : {}),
      },
      now,
    );
    if (confirm) {
      await setProfileStatus(sql, member.user.id, 'active');
      await publishEvent(sql, 'member.activated', { memberId: member.user.id });
    }
    await queueAccountMail(sql, site, {
      kind: 'emailChanged',
      language: member.user.language,
      to: member.user.email,
      name: member.profile.name,
      vars: { email: used.email },
    });
  }).catch((error) => {
    // Another account took the address between the request and the click.
    if ((error as { code?: string }).code === '23505') throw new AppError('email_taken', 409);
    throw error;
  });
}
