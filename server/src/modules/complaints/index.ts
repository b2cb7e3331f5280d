// The complaints module's door (docs/complaints.md, decision 0055): the size of the staff queue for the dashboard,
// its part of a member's data export and purge, and the sending of its mails by the mail worker.

import type { Mailer } from '../../platform/mailer.ts';
import type { Sql } from '../../platform/sql.ts';
import type { ComplaintMailJob } from './mails.ts';
import { waitingComplaints } from './queries.ts';

export { complaintsMemberData } from './member-data.ts';

/** The complaints staff still have to resolve (open or assigned) on a site, and when the oldest came in. */
export async function complaintsQueueSize(
  sql: Sql,
  siteId: number,
): Promise<{ open: number; oldest_at: Date | null }> {
  const row = await waitingComplaints(sql, siteId);
  return { open: Number(row.count), oldest_at: row.oldest_at ? new Date(row.oldest_at) : null };
}

/** Whether a mail job is a complaint's (rendered when queued). */
export function isComplaintMail(job: object): job is ComplaintMailJob {
  return 'complaintMail' in job;
}

/** The mail worker's step for a complaint mail: it was rendered when queued, so it is sent as it is. */
export function deliverComplaintMail(mailer: Mailer) {
  return (job: ComplaintMailJob): Promise<void> => mailer.send(job.complaintMail);
}
