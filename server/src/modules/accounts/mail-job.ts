import type { Language } from '@community/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { SiteRow } from '../../db/schema.ts';
import { enqueueMail } from '../../platform/mail-queue.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { Sql } from '../../platform/sql.ts';
import { findSiteById } from '../sites/index.ts';
import { type MailKind, renderAccountMail } from './mails.ts';

/** What an account mail's job carries: all the worker needs to render it (decision 0041). */
export type AccountMailJob = {
  kind: MailKind;
  siteId: number;
  language: Language;
  to: string;
  name: string;
  link?: string;
  vars?: Record<string, string>;
};

/**
 * Queues an account mail on `sql`: given the transaction of the change that causes the mail, the mail leaves
 * if and only if that change commits. The request never waits for SMTP.
 */
export function queueAccountMail(
  sql: Sql,
  site: SiteRow,
  mail: Omit<AccountMailJob, 'siteId'>,
): Promise<void> {
  const job: AccountMailJob = { ...mail, siteId: site.id };
  return enqueueMail(sql, job);
}

/** The mail worker's step for one job: renders it in the member's language and hands it to the mailer. */
export function deliverAccountMail(deps: { config: Config; db: Database; mailer: Mailer }) {
  return async (job: AccountMailJob): Promise<void> => {
    const site = await findSiteById(deps.db, job.siteId);
    if (!site) throw new Error(`mail job for site ${job.siteId}, which does not exist`);
    await deps.mailer.send(renderAccountMail(deps.config, site, job));
  };
}
