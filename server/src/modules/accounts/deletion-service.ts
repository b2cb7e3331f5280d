import { DELETED_ACCOUNT_GRACE_DAYS, type DeleteReason, LANGUAGE_TAGS } from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import { addDays } from '../../platform/clock.ts';
import { publishEvent } from '../../platform/domain-events.ts';
import { AppError } from '../../platform/errors.ts';
import type { MemberDataHook } from '../../platform/member-data.ts';
import { createSession, revokeUserSessions, type Session } from '../../platform/sessions.ts';
import { withTransaction } from '../../platform/sql.ts';
import { hashToken } from '../../platform/tokens.ts';
import { findMemberById, type Member } from '../members/index.ts';
import type { AccountDeps } from './deps.ts';
import { fieldError } from './field-rules.ts';
import { issueLink, mailLink } from './links.ts';
import { verifyOwnPassword } from './password-lock.ts';
import {
  anonymizeUser,
  consumeToken,
  deleteAccountRecords,
  findAccountsToPurge,
  updateUser,
} from './queries.ts';

/** The last day a deleted account can come back, in the member's language, for the mail. */
export function reactivationVars(deps: Pick<AccountDeps, 'clock'>, member: Member): Record<string, string> {
  const until = addDays(member.user.deleted_at ?? deps.clock(), DELETED_ACCOUNT_GRACE_DAYS);
  return {
    days: String(DELETED_ACCOUNT_GRACE_DAYS),
    date: new Intl.DateTimeFormat(LANGUAGE_TAGS[member.user.language], { dateStyle: 'long' }).format(until),
  };
}

/**
 * Deletes the account: hidden from every list at once (listed_profiles), every session ended, `member.deleted`
 * published, and a mail with the reactivation link, which works for 14 days. The purge job erases it after that.
 */
export async function deleteAccount(
  deps: AccountDeps,
  site: SiteRow,
  session: Session,
  input: { password: string; reason: DeleteReason; reason_text?: string },
): Promise<void> {
  const sql = deps.db.$client;
  const member = (await findMemberById(sql, session.userId)) as Member;
  if (!(await verifyOwnPassword(deps, member, input.password))) {
    throw fieldError('password_wrong', 'password');
  }
  await withTransaction(sql, async (tx) => {
    const now = deps.clock();
    await updateUser(
      tx,
      member.user.id,
      {
        status: 'deleted',
        // A session is only ever held by an account that is active or not yet confirmed.
        status_before_deletion: member.user.status === 'not_confirmed' ? 'not_confirmed' : 'active',
        deleted_at: now,
        delete_reason: input.reason,
        delete_reason_text: input.reason_text?.trim() || null,
      },
      now,
    );
    await revokeUserSessions(tx, deps.clock, member.user.id);
    await publishEvent(tx, 'member.deleted', { memberId: member.user.id });
    const link = await issueLink(deps, tx, site, member.user.id, 'reactivation');
    const deleted = (await findMemberById(tx, member.user.id)) as Member;
    await mailLink(tx, site, deleted, 'reactivation', link, { vars: reactivationVars(deps, deleted) });
  });
}

/** The link from the deletion mail, within the grace period: everything comes back, and a session. */
export async function reactivateAccount(
  deps: AccountDeps,
  token: string,
): Promise<{ member: Member; sessionToken: string }> {
  return withTransaction(deps.db.$client, async (sql) => {
    const now = deps.clock();
    const used = await consumeToken(sql, 'reactivation', hashToken(token), now);
    const member = used && (await findMemberById(sql, used.userId, true));
    const withinGrace =
      member?.user.status === 'deleted' &&
      member.user.deleted_at &&
      addDays(member.user.deleted_at, DELETED_ACCOUNT_GRACE_DAYS) > now;
    if (!member || !withinGrace) throw new AppError('link_invalid', 400);
    await updateUser(
      sql,
      member.user.id,
      {
        status: member.user.status_before_deletion ?? 'active',
        status_before_deletion: null,
        deleted_at: null,
        delete_reason: null,
        delete_reason_text: null,
      },
      now,
    );
    const sessionToken = await createSession(sql, deps.clock, member.user.id);
    return { member: (await findMemberById(sql, member.user.id)) as Member, sessionToken };
  });
}

/**
 * Erases members deleted more than 14 days ago: profile, sessions and links go; the user row stays as an
 * anonymous id because orders and the credit ledger must be kept for bookkeeping (docs/operations.md). The
 * modules' own data (photos and their files, blocks, likes, conversations, mandates) goes through their hooks,
 * in the order registered.
 */
export async function purgeDeletedAccounts(
  deps: AccountDeps,
  memberData: readonly MemberDataHook[],
): Promise<number> {
  const now = deps.clock();
  const ids = await findAccountsToPurge(deps.db.$client, addDays(now, -DELETED_ACCOUNT_GRACE_DAYS));
  for (const id of ids) {
    const afterCommit: Array<() => Promise<void>> = [];
    await withTransaction(deps.db.$client, async (sql) => {
      await deleteAccountRecords(sql, id);
      for (const hook of memberData) await hook.purge?.(sql, id, (work) => afterCommit.push(work));
      await anonymizeUser(sql, id, now);
    });
    for (const work of afterCommit) await work();
  }
  return ids.length;
}
