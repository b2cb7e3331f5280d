import type {
  ComplaintKind,
  ComplaintOutcome,
  ComplaintReason,
  ComplaintStatus,
  Language,
} from '@community/contract';
import { sql as raw } from 'kysely';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

export type NewComplaint = {
  reference: string;
  siteId: number;
  clientId: string;
  reporterId: number | null;
  reporterName: string | null;
  reporterEmail: string | null;
  language: Language;
  kind: ComplaintKind;
  reason: ComplaintReason | null;
  targetId: number | null;
  targetMemberId: number | null;
  snapshot: Record<string, unknown> | null;
  explanation: string;
  goodFaith: boolean;
  now: Date;
};

/**
 * Stores a complaint unless one with its client id exists; answers the new row, or undefined when it was there
 * already (a double click) or its reference was taken (the caller draws another).
 */
export async function insertComplaint(sql: Sql, complaint: NewComplaint) {
  return typed(sql)
    .insertInto('complaints')
    .values({
      reference: complaint.reference,
      site_id: complaint.siteId,
      client_id: complaint.clientId,
      reporter_id: complaint.reporterId,
      reporter_name: complaint.reporterName,
      reporter_email: complaint.reporterEmail,
      language: complaint.language,
      kind: complaint.kind,
      reason: complaint.reason,
      target_id: complaint.targetId,
      target_member_id: complaint.targetMemberId,
      snapshot: complaint.snapshot === null ? null : JSON.stringify(complaint.snapshot),
      explanation: complaint.explanation,
      good_faith: complaint.goodFaith,
      created_at: complaint.now,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning(['id', 'reference', 'created_at'])
    .executeTakeFirst();
}

/** The complaint a form's client id already stored, on this site. */
export async function findByClientId(sql: Sql, siteId: number, clientId: string) {
  return typed(sql)
    .selectFrom('complaints')
    .select(['id', 'reference', 'created_at'])
    .where('site_id', '=', siteId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

function complaintWithPeople(sql: Sql) {
  return typed(sql)
    .selectFrom('complaints as c')
    .leftJoin('profiles as target', 'target.id', 'c.target_member_id')
    .leftJoin('profiles as reporter', 'reporter.id', 'c.reporter_id')
    .leftJoin('users as reporter_user', 'reporter_user.id', 'c.reporter_id')
    .leftJoin('profiles as assignee', 'assignee.id', 'c.assignee_id')
    .leftJoin('profiles as resolver', 'resolver.id', 'c.resolved_by')
    .selectAll('c')
    .select([
      'target.name as target_name',
      'reporter.name as reporter_profile_name',
      'reporter_user.email as reporter_account_email',
      'assignee.name as assignee_name',
      'resolver.name as resolver_name',
    ]);
}
export type ComplaintRow = NonNullable<Awaited<ReturnType<typeof findComplaint>>>;

/** One complaint of the site with the names of the people it concerns; `lock` holds it for an action. */
export async function findComplaint(sql: Sql, siteId: number, id: number, lock = false) {
  return complaintWithPeople(sql)
    .where('c.id', '=', id)
    .where('c.site_id', '=', siteId)
    .$if(lock, (qb) => qb.forUpdate('c'))
    .executeTakeFirst();
}

export type QueueFilter = {
  status?: ComplaintStatus;
  kind?: ComplaintKind;
  against?: number;
  by?: number;
};
const QUEUE_PAGE = 200;

/** The site's complaints by the filter: the waiting ones oldest first, the resolved ones newest first. */
export async function listComplaints(sql: Sql, siteId: number, filter: QueueFilter) {
  return complaintWithPeople(sql)
    .where('c.site_id', '=', siteId)
    .$if(filter.status !== undefined, (qb) => qb.where('c.status', '=', filter.status as ComplaintStatus))
    .$if(filter.kind !== undefined, (qb) => qb.where('c.kind', '=', filter.kind as ComplaintKind))
    .$if(filter.against !== undefined, (qb) => qb.where('c.target_member_id', '=', filter.against as number))
    .$if(filter.by !== undefined, (qb) => qb.where('c.reporter_id', '=', filter.by as number))
    .orderBy(raw`CASE WHEN c.status = 'resolved' THEN NULL ELSE c.created_at END`, 'asc')
    .orderBy('c.created_at', 'desc')
    .limit(QUEUE_PAGE)
    .execute();
}

/** How many complaints of the site are in each status, and the oldest of each. */
export async function countByStatus(sql: Sql, siteId: number) {
  return typed(sql)
    .selectFrom('complaints')
    .select((eb) => ['status', eb.fn.countAll<string>().as('count'), eb.fn.min('created_at').as('oldest_at')])
    .where('site_id', '=', siteId)
    .groupBy('status')
    .execute();
}

/** The complaints staff still have to resolve (open or assigned), and when the oldest came in. */
export async function waitingComplaints(sql: Sql, siteId: number) {
  return typed(sql)
    .selectFrom('complaints')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('created_at').as('oldest_at')])
    .where('site_id', '=', siteId)
    .where('status', '<>', 'resolved')
    .executeTakeFirstOrThrow();
}

export async function assignComplaint(sql: Sql, id: number, staffId: number, now: Date): Promise<void> {
  await typed(sql)
    .updateTable('complaints')
    .set({ status: 'assigned', assignee_id: staffId, assigned_at: now })
    .where('id', '=', id)
    .execute();
}

export async function resolveComplaint(
  sql: Sql,
  id: number,
  decision: { staffId: number; outcome: ComplaintOutcome; reply: string; now: Date; assign: boolean },
): Promise<void> {
  await typed(sql)
    .updateTable('complaints')
    .set({
      status: 'resolved',
      outcome: decision.outcome,
      reply: decision.reply,
      resolved_by: decision.staffId,
      resolved_at: decision.now,
      ...(decision.assign ? { assignee_id: decision.staffId, assigned_at: decision.now } : {}),
    })
    .where('id', '=', id)
    .execute();
}
