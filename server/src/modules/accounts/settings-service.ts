import type { DismissalFlag, Language, NotificationType } from '@community/contract';
import type { Updateable } from 'kysely';
import type { Users } from '../../db/tables.ts';
import type { MemberDataHook } from '../../platform/member-data.ts';
import type { Session } from '../../platform/sessions.ts';
import { findMemberById, type Member } from '../members/index.ts';
import type { AccountDeps } from './deps.ts';
import { findStoredPosition, listSessionsForExport, storeDismissal, updateUser } from './queries.ts';

async function reload(deps: AccountDeps, session: Session): Promise<Member> {
  return (await findMemberById(deps.db.$client, session.userId)) as Member;
}

export async function currentMember(deps: AccountDeps, session: Session): Promise<Member> {
  return reload(deps, session);
}

/** PUT /api/user.php: the interface language, so mails come in it too. */
export async function setLanguage(deps: AccountDeps, session: Session, language: Language): Promise<Member> {
  await updateUser(deps.db.$client, session.userId, { language }, deps.clock());
  return reload(deps, session);
}

export async function updateAccountSettings(
  deps: AccountDeps,
  session: Session,
  changes: { notifications_disabled?: NotificationType[]; invisible?: boolean; email_enabled?: true },
): Promise<Member> {
  const columns: Updateable<Users> = {};
  if (changes.notifications_disabled)
    columns.notifications_disabled = [...new Set(changes.notifications_disabled)];
  if (changes.invisible !== undefined) columns.invisible = changes.invisible;
  // The member asks for e-mail again after a bounce, complaint or unsubscribe (SPEC §8).
  if (changes.email_enabled) columns.email_disabled_reason = null;
  if (Object.keys(columns).length > 0)
    await updateUser(deps.db.$client, session.userId, columns, deps.clock());
  return reload(deps, session);
}

/** Stores when an alert was dismissed; the client shows it again after DISMISSAL_PERIOD_DAYS. */
export async function dismiss(deps: AccountDeps, session: Session, flag: DismissalFlag): Promise<Member> {
  const now = deps.clock();
  await storeDismissal(deps.db.$client, session.userId, flag, now);
  return reload(deps, session);
}

/**
 * GDPR article 20: everything we hold on the member, as one JSON document. The modules' own parts (photos,
 * blocks, likes, messages, orders, mandates, the credit ledger) come from their hooks, in the order they are
 * registered.
 */
export async function exportMemberData(
  deps: AccountDeps,
  session: Session,
  memberData: readonly MemberDataHook[],
): Promise<Record<string, unknown>> {
  const sql = deps.db.$client;
  const { user, profile } = await reload(deps, session);
  const sessions = await listSessionsForExport(sql, session.userId);
  const position = await findStoredPosition(sql, session.userId);
  const modules: Record<string, unknown> = {};
  for (const hook of memberData) {
    if (hook.exportData) Object.assign(modules, await hook.exportData(sql, session.userId));
  }
  return {
    exported_at: deps.clock().toISOString(),
    account: {
      email: user.email,
      status: user.status,
      language: user.language,
      date_of_birth: user.date_of_birth,
      signup_date: user.signup_date,
      confirmed_at: user.confirmed_at,
      credits: user.credits,
      paid_user: user.paid_user,
      notifications_disabled: user.notifications_disabled,
      email_disabled_reason: user.email_disabled_reason,
      invisible: user.invisible,
      tracking: user.tracking,
      // The member whose landing the signup came from (decision 0063).
      landing_member_id: user.landing_member_id,
    },
    profile: { ...profile, main_photo: profile.main_photo?.id ?? null, stored_position: position },
    ...modules,
    sessions,
  };
}
