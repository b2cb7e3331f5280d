import {
  type AdminComplaint,
  type AdminComplaintAction,
  type AdminComplaintSummary,
  COMPLAINT_STATUSES,
  type ComplaintBody,
  type ComplaintStatus,
  type ComplaintTarget,
  emailError,
} from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { LIMITS } from '../../platform/limits.ts';
import { type Counter, enforceRateLimits } from '../../platform/rate-limits.ts';
import { type Sql, withTransaction } from '../../platform/sql.ts';
import type { AuditWriter } from '../../platform/staff-audit.ts';
import { findMemberById, type Viewer } from '../members/index.ts';
import { queueAcknowledgement, queueOutcome } from './mails.ts';
import { type ReportedContent, reportableContent } from './policy.ts';
import { presentComplaint, presentComplaintSummary, reporterAddress } from './presenter.ts';
import {
  assignComplaint,
  countByStatus,
  findByClientId,
  findComplaint,
  insertComplaint,
  listComplaints,
  type QueueFilter,
  resolveComplaint,
} from './queries.ts';
import { newComplaintReference } from './reference.ts';

type ComplaintDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;
type Reporter = { viewer: Viewer; ip: string; log: { warn: (details: object, message: string) => void } };

/** The content behind a report button, as the form shows it; 404 for what the viewer may not see. */
export async function complaintTarget(
  deps: ComplaintDeps,
  site: SiteRow,
  viewer: Viewer,
  target: { kind: ComplaintTarget['kind']; id: number },
): Promise<ComplaintTarget> {
  return (await reportableContent(deps.db.$client, viewer, site.id, target, deps.clock())).preview;
}

/** The fields a complaint lacks: a content complaint's object, reason and good faith; a visitor's name and address. */
function missingFields(viewer: Viewer, body: ComplaintBody): string[] {
  const content = body.kind !== 'service';
  return [
    ...(content && body.target_id === undefined ? ['target_id'] : []),
    ...(content && body.reason === undefined ? ['reason'] : []),
    ...(content && !body.good_faith ? ['good_faith'] : []),
    ...(!content && body.target_id !== undefined ? ['target_id'] : []),
    ...(!viewer && !body.name ? ['name'] : []),
    ...(!viewer && emailError(body.email ?? '') ? ['email'] : []),
  ];
}

/**
 * Stores a complaint and queues its acknowledgement in the reporter's language, in one transaction. The same client
 * id twice (a double click, a retry) stores and acknowledges it once and answers the same reference.
 */
export async function submitComplaint(
  deps: ComplaintDeps,
  site: SiteRow,
  reporter: Reporter,
  body: ComplaintBody,
): Promise<{ reference: string; created_at: string }> {
  const sql = deps.db.$client;
  const answer = (row: { reference: string; created_at: Date }) => ({
    reference: row.reference,
    created_at: new Date(row.created_at).toISOString(),
  });
  const earlier = await findByClientId(sql, site.id, body.client_id);
  if (earlier) return answer(earlier);
  const fields = missingFields(reporter.viewer, body);
  if (fields.length > 0) throw new AppError('validation_failed', 400, { fields });
  const counters: Counter[] = [{ key: `complaints:ip:${reporter.ip}`, limit: LIMITS.complaintsPerIp }];
  if (reporter.viewer)
    counters.push({ key: `complaints:member:${reporter.viewer.id}`, limit: LIMITS.complaintsPerMember });
  await enforceRateLimits(sql, deps.clock, counters, reporter.log);
  const content =
    body.kind === 'service'
      ? undefined
      : await reportableContent(
          sql,
          reporter.viewer,
          site.id,
          { kind: body.kind, id: body.target_id as number },
          deps.clock(),
        );
  const member = reporter.viewer ? await findMemberById(sql, reporter.viewer.id) : undefined;
  const contact = member
    ? { to: member.user.email, name: member.profile.name }
    : { to: (body.email ?? '').trim(), name: (body.name ?? '').trim() };
  return withTransaction(sql, async (tx) => {
    const stored = await storeComplaint(tx, deps, site, reporter.viewer, body, content);
    if (!stored) return answer(await findByClientIdOrThrow(tx, site.id, body.client_id));
    await queueAcknowledgement(tx, deps.config, site, {
      ...contact,
      language: body.language,
      reference: stored.reference,
    });
    return answer(stored);
  });
}

async function findByClientIdOrThrow(sql: Sql, siteId: number, clientId: string) {
  const row = await findByClientId(sql, siteId, clientId);
  if (!row) throw new Error('complaint client id taken on another site');
  return row;
}

/** Inserts the complaint under a fresh reference; undefined when its client id was stored meanwhile. */
async function storeComplaint(
  tx: Sql,
  deps: ComplaintDeps,
  site: SiteRow,
  viewer: Viewer,
  body: ComplaintBody,
  content: ReportedContent | undefined,
) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await insertComplaint(tx, {
      reference: newComplaintReference(),
      siteId: site.id,
      clientId: body.client_id,
      reporterId: viewer?.id ?? null,
      reporterName: viewer ? null : (body.name ?? '').trim(),
      reporterEmail: viewer ? null : (body.email ?? '').trim(),
      language: body.language,
      kind: body.kind,
      reason: body.kind === 'service' ? null : (body.reason ?? null),
      targetId: body.kind === 'service' ? null : (body.target_id ?? null),
      targetMemberId: content?.targetMemberId ?? null,
      snapshot: content?.snapshot ?? null,
      explanation: body.explanation,
      goodFaith: body.good_faith,
      now: deps.clock(),
    });
    if (row) return row;
    if (await findByClientId(tx, site.id, body.client_id)) return undefined;
    // Else the reference was drawn before (about one in a trillion): draw again.
  }
  throw new Error('no free complaint reference after 5 draws');
}

/** The staff queue: counts and the oldest of each status, and the complaints the filter selects. */
export async function complaintsQueue(
  deps: ComplaintDeps,
  siteId: number,
  filter: QueueFilter,
): Promise<{
  counts: Record<ComplaintStatus, { count: number; oldest_at: string | null }>;
  complaints: AdminComplaintSummary[];
}> {
  const sql = deps.db.$client;
  const [counted, rows] = await Promise.all([
    countByStatus(sql, siteId),
    listComplaints(sql, siteId, filter),
  ]);
  const counts = Object.fromEntries(
    COMPLAINT_STATUSES.map((status) => {
      const row = counted.find((c) => c.status === status);
      return [
        status,
        {
          count: Number(row?.count ?? 0),
          oldest_at: row?.oldest_at ? new Date(row.oldest_at).toISOString() : null,
        },
      ];
    }),
  ) as Record<ComplaintStatus, { count: number; oldest_at: string | null }>;
  return { counts, complaints: rows.map(presentComplaintSummary) };
}

export async function complaintForStaff(
  deps: ComplaintDeps,
  siteId: number,
  id: number,
): Promise<AdminComplaint> {
  const row = await findComplaint(deps.db.$client, siteId, id);
  if (!row) throw new AppError('not_found', 404);
  return presentComplaint(row);
}

/**
 * A staff action on a complaint, audited in its own transaction: `assign` takes it (from the queue or from another
 * staff member); `resolve` records the outcome and the reply and queues the outcome mail in the reporter's
 * language. A resolved complaint stays as it is (409 complaint_closed), so the reporter is answered once.
 */
export async function actOnComplaint(
  deps: ComplaintDeps,
  site: SiteRow,
  staffId: number,
  audit: AuditWriter,
  action: AdminComplaintAction,
): Promise<AdminComplaint> {
  const sql = deps.db.$client;
  await withTransaction(sql, async (tx) => {
    const row = await findComplaint(tx, site.id, action.id, true);
    if (!row) throw new AppError('not_found', 404);
    if (row.status === 'resolved') throw new AppError('complaint_closed', 409);
    const before = { status: row.status, assignee_id: row.assignee_id };
    const now = deps.clock();
    if (action.action === 'assign') {
      if (row.assignee_id === staffId) return audit.nothingChanged();
      await assignComplaint(tx, row.id, staffId, now);
      await audit.record(tx, {
        action: 'complaint.assign',
        targetType: 'complaint',
        targetId: row.id,
        before,
        after: { status: 'assigned', assignee_id: staffId },
      });
      return;
    }
    await resolveComplaint(tx, row.id, {
      staffId,
      outcome: action.outcome,
      reply: action.reply,
      now,
      assign: row.assignee_id === null,
    });
    await audit.record(tx, {
      action: 'complaint.resolve',
      targetType: 'complaint',
      targetId: row.id,
      reason: action.outcome,
      before,
      after: {
        status: 'resolved',
        assignee_id: row.assignee_id ?? staffId,
        outcome: action.outcome,
        reply: action.reply,
      },
    });
    const to = reporterAddress(row);
    if (to) {
      const name = row.reporter_id === null ? (row.reporter_name ?? '') : (row.reporter_profile_name ?? '');
      await queueOutcome(
        tx,
        deps.config,
        site,
        { to, name, language: row.language, reference: row.reference },
        action,
      );
    }
  });
  return complaintForStaff(deps, site.id, action.id);
}
