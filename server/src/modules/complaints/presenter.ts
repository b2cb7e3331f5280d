import type { AdminComplaint, AdminComplaintSummary } from '@community/contract';
import type { ComplaintRow } from './queries.ts';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
const person = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

/** A complaint in the staff queue: who reported what about whom, and where it stands. */
export function presentComplaintSummary(row: ComplaintRow): AdminComplaintSummary {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    reason: row.reason,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    target_member: person(row.target_member_id, row.target_name),
    target_id: row.target_id,
    reporter: person(row.reporter_id, row.reporter_profile_name),
    reporter_name: row.reporter_id === null ? row.reporter_name : row.reporter_profile_name,
    assignee: person(row.assignee_id, row.assignee_name),
    resolved_at: iso(row.resolved_at),
  };
}

/** One complaint for staff, with the reporter's address (to answer them), the snapshot and the decision. */
export function presentComplaint(row: ComplaintRow): AdminComplaint {
  return {
    ...presentComplaintSummary(row),
    explanation: row.explanation,
    good_faith: row.good_faith,
    language: row.language,
    reporter_email: reporterAddress(row),
    snapshot: row.snapshot,
    assigned_at: iso(row.assigned_at),
    outcome: row.outcome,
    reply: row.reply,
    resolved_by: person(row.resolved_by, row.resolver_name),
  };
}

/** Where the reporter is answered: a member's current account address, a visitor's given one. */
export function reporterAddress(row: ComplaintRow): string | null {
  return row.reporter_id === null ? row.reporter_email : row.reporter_account_email;
}
