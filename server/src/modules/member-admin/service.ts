import crypto from 'node:crypto';
import type { AdminMemberAction, AdminMemberDetail } from '@community/contract';
import type { AppDeps } from '../../deps.ts';
import { addDays } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { type Sql, withTransaction } from '../../platform/sql.ts';
import type { AuditWriter } from '../../platform/staff-audit.ts';
import { liftRestriction, restrictMember } from '../accounts/index.ts';
import { bookCredits } from '../credits/index.ts';
import { setDirectDebitBlocked } from '../directdebit/index.ts';
import { setProfileFictional } from '../profiles/index.ts';
import { presentDetail, presentSummary } from './presenter.ts';
import {
  endMemberSessions,
  findMemberForStaff,
  findMemberLedger,
  findMemberOrders,
  findMemberPhotos,
  findMemberSessions,
  findMemberWarnings,
  insertWarning,
  lockMemberCredits,
  type StaffMemberRow,
  searchMembers,
} from './queries.ts';

type MemberAdminDeps = Pick<AppDeps, 'db' | 'clock'>;
/** The ledger's reason for a staff adjustment; its reference is unique per adjustment. */
const ADJUSTMENT_REASON = 'adjustment';

export async function findMembers(deps: MemberAdminDeps, siteId: number, query: string) {
  return (await searchMembers(deps.db.$client, siteId, query)).map(presentSummary);
}

/** Everything the member page shows; 404 for an unknown id or a member of another site. */
export async function memberDetail(
  deps: MemberAdminDeps,
  siteId: number,
  memberId: number,
  sql: Sql = deps.db.$client,
): Promise<AdminMemberDetail> {
  const member = await findMemberForStaff(sql, siteId, memberId);
  if (!member) throw new AppError('not_found', 404);
  // One after another: inside an action they share the action's transaction, whose client runs one at a time.
  const photos = await findMemberPhotos(sql, memberId);
  const orders = await findMemberOrders(sql, memberId);
  const ledger = await findMemberLedger(sql, memberId);
  const sessions = await findMemberSessions(sql, memberId);
  const warnings = await findMemberWarnings(sql, memberId);
  return presentDetail(member, { photos, orders, ledger, sessions, warnings });
}

type ActionContext = { deps: MemberAdminDeps; tx: Sql; staffId: number; audit: AuditWriter; now: Date };
type Act<Name extends AdminMemberAction['action']> = (
  context: ActionContext,
  member: StaffMemberRow,
  body: Extract<AdminMemberAction, { action: Name }>,
) => Promise<void>;

const record = (
  context: ActionContext,
  member: StaffMemberRow,
  entry: Omit<Parameters<AuditWriter['record']>[1], 'targetType' | 'targetId'>,
) => context.audit.record(context.tx, { ...entry, targetType: 'member', targetId: member.id });

const warn: Act<'warn'> = async (context, member, body) => {
  const warning = await insertWarning(context.tx, {
    userId: member.id,
    text: body.text,
    createdBy: context.staffId,
    now: context.now,
  });
  await record(context, member, {
    action: 'member.warn',
    reason: body.text,
    before: null,
    after: { warning_id: warning.id },
  });
};

/** Suspends for `body.days`, or bans (no end). */
const restrict: Act<'suspend' | 'ban'> = async (context, member, body) => {
  const until = body.action === 'suspend' ? addDays(context.now, body.days) : null;
  const change = await restrictMember(context.tx, () => context.now, member.id, until);
  if (!change) return context.audit.nothingChanged();
  await record(context, member, {
    action: until ? 'member.suspend' : 'member.ban',
    reason: body.reason,
    ...change,
  });
};

const restore: Act<'restore'> = async (context, member, body) => {
  const change = await liftRestriction(context.tx, context.now, member.id);
  if (!change) return context.audit.nothingChanged();
  await record(context, member, { action: 'member.restore', reason: body.reason, ...change });
};

const adjustCredits: Act<'credits'> = async (context, member, body) => {
  const balance = await lockMemberCredits(context.tx, member.id);
  if (balance + body.amount < 0) throw new AppError('adjustment_exceeds_balance', 409, { credits: balance });
  const reference = `staff:${crypto.randomUUID()}`;
  await bookCredits(context.tx, {
    userId: member.id,
    amount: body.amount,
    reason: ADJUSTMENT_REASON,
    reference,
    now: context.now,
  });
  await record(context, member, {
    action: 'member.credits',
    reason: body.reason,
    before: { credits: balance },
    after: { credits: balance + body.amount, amount: body.amount, reference },
  });
};

const directDebit: Act<'direct_debit'> = async (context, member, body) => {
  const before = await setDirectDebitBlocked(context.tx, member.id, body.blocked, context.now);
  if (before === undefined || before === body.blocked) return context.audit.nothingChanged();
  await record(context, member, {
    action: body.blocked ? 'member.direct_debit_block' : 'member.direct_debit_unblock',
    reason: body.reason,
    before: { direct_debit_blocked: before },
    after: { direct_debit_blocked: body.blocked },
  });
};

const fictional: Act<'fictional'> = async (context, member, body) => {
  const before = await setProfileFictional(context.tx, member.id, body.fictional);
  if (before === undefined || before === body.fictional) return context.audit.nothingChanged();
  await record(context, member, {
    action: body.fictional ? 'member.fictional' : 'member.not_fictional',
    reason: body.reason,
    before: { fictional: before },
    after: { fictional: body.fictional },
  });
};

const endSessions: Act<'end_sessions'> = async (context, member, body) => {
  const ended = await endMemberSessions(context.tx, member.id, context.now);
  if (ended === 0) return context.audit.nothingChanged();
  await record(context, member, {
    action: 'member.end_sessions',
    reason: body.reason,
    before: { live_sessions: ended },
    after: { live_sessions: 0 },
  });
};

const ACTIONS: { [Name in AdminMemberAction['action']]: Act<Name> } = {
  warn,
  suspend: (context, member, body) => restrict(context, member, body),
  ban: (context, member, body) => restrict(context, member, body),
  restore,
  credits: adjustCredits,
  direct_debit: directDebit,
  fictional,
  end_sessions: endSessions,
};

/**
 * One staff action on a member of the site, with its audit entry in the same transaction (decision 0056); the
 * answer is the member page as it is afterwards. 404 for an unknown id or a member of another site; 403
 * staff_only for a staff account.
 */
export async function actOnMember(
  deps: MemberAdminDeps,
  siteId: number,
  staffId: number,
  audit: AuditWriter,
  body: AdminMemberAction,
): Promise<AdminMemberDetail> {
  return withTransaction(deps.db.$client, async (tx) => {
    const member = await findMemberForStaff(tx, siteId, body.id);
    if (!member) throw new AppError('not_found', 404);
    // Staff accounts are managed by administrators at /admin/staff, never from here: a moderator cannot ban,
    // suspend or mark fictional a fellow moderator or an administrator, nor act on their own account.
    if (member.role !== 'member') throw new AppError('staff_only', 403);
    const context = { deps, tx, staffId, audit, now: deps.clock() };
    await (ACTIONS[body.action] as Act<typeof body.action>)(context, member, body as never);
    return memberDetail(deps, siteId, body.id, tx);
  });
}
