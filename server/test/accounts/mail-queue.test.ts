import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { queueAccountMail } from '../../src/modules/accounts/mail-job.ts';
import { findDefaultSite } from '../../src/modules/sites/queries.ts';
import { MAIL_QUEUE } from '../../src/platform/mail-queue.ts';
import { withTransaction } from '../../src/platform/sql.ts';
import { createMember } from '../support/members.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { createTestDatabase, startTestInstance } from '../support/test-app.ts';

/*
 * Decision 0041: every mail is a pg-boss job, committed with the change that causes it, sent by a worker on any
 * instance, retried with backoff while SMTP is down, and sent once. These tests read what reaches a real SMTP
 * server and the queue's own rows (a sent job is deleted).
 */
const mailJobs = async (db: Database) =>
  (
    await db.$client.query<{ state: string }>('SELECT state FROM pgboss.job WHERE name = $1', [MAIL_QUEUE])
  ).rows.map((row) => row.state);

type Instance = Awaited<ReturnType<typeof startTestInstance>>;
const askActivationMail = (instance: Instance, cookie: string) =>
  instance.app.inject({ method: 'POST', url: '/api/activation-mail.php', headers: { cookie } });

describe('mails through the job queue', () => {
  it('a mail asked for while SMTP is down is answered ok at once, retried, and delivered when SMTP is back', async () => {
    const { url, db } = await createTestDatabase();
    const gone = await startSmtpServer();
    await gone.close();
    const instance = await startTestInstance(
      url,
      { SMTP_URL: gone.url },
      { mailQueue: { retryDelaySeconds: 1 } },
    );
    const member = await createMember(instance.app);
    const asked = await askActivationMail(instance, member.cookie);
    // Before, the request waited for SMTP and answered 500 when it could not reach it.
    expect(asked.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await mailJobs(db)).toEqual(['retry']), {
      timeout: 10_000,
      interval: 50,
    });

    const back = await startSmtpServer({ port: gone.port });
    const mail = await back.nextMail(member.form.email, 20_000);
    const link = mail.links.find((each) => each.includes('/api/activate.php')) as string;
    const activated = await instance.app.inject({ url: new URL(link).pathname + new URL(link).search });
    expect(activated.headers.location).toBe('/activate/done');
    await vi.waitFor(async () => expect(await mailJobs(db)).toEqual([]), { timeout: 5000, interval: 50 });
    await instance.stop();
    expect(back.mails).toHaveLength(1);
  }, 60_000);

  it('a queued mail survives a restart: the next instance on the database sends it, once', async () => {
    const { url, db } = await createTestDatabase();
    const smtp = await startSmtpServer();
    // An instance that only enqueues: it stops before any worker could have taken the job.
    const first = await startTestInstance(url, { SMTP_URL: smtp.url }, { mailQueue: { worker: false } });
    const member = await createMember(first.app);
    expect((await askActivationMail(first, member.cookie)).statusCode).toBe(200);
    await first.stop();
    expect(await mailJobs(db)).toEqual(['created']);
    expect(smtp.mails).toHaveLength(0);

    const second = await startTestInstance(url, { SMTP_URL: smtp.url });
    const mail = await smtp.nextMail(member.form.email, 10_000);
    expect(mail.links.some((each) => each.includes('/api/activate.php?token='))).toBe(true);
    await vi.waitFor(async () => expect(await mailJobs(db)).toEqual([]), { timeout: 5000, interval: 50 });
    // Stopped, it has finished every send it began: nothing more can arrive.
    await second.stop();
    expect(smtp.mails).toHaveLength(1);
  }, 60_000);

  it('two instances on one database, both woken by every mail, deliver each mail once', async () => {
    const { url, db } = await createTestDatabase();
    const smtp = await startSmtpServer();
    const instances = [
      await startTestInstance(url, { SMTP_URL: smtp.url }),
      await startTestInstance(url, { SMTP_URL: smtp.url }),
    ];
    const instance = (i: number) => instances[i % 2] as Instance;
    const members = [];
    for (let i = 0; i < 8; i++) members.push(await createMember(instance(i).app));
    // All at once, half through each instance: every commit wakes the four sending loops of both.
    const answers = await Promise.all(
      members.map((member, i) => askActivationMail(instance(i), member.cookie)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(members.map(() => 200));
    await Promise.all(members.map((member) => smtp.nextMail(member.form.email, 15_000)));
    await vi.waitFor(async () => expect(await mailJobs(db)).toEqual([]), { timeout: 5000, interval: 50 });
    for (const instance of instances) await instance.stop();
    expect(smtp.mails).toHaveLength(members.length);
    for (const member of members) {
      expect(smtp.mails.filter((mail) => mail.to.includes(member.form.email))).toHaveLength(1);
    }
  }, 90_000);

  it('a mail queued in a transaction that rolls back is never sent; one that commits is', async () => {
    const { url, db } = await createTestDatabase();
    const smtp = await startSmtpServer();
    const instance = await startTestInstance(url, { SMTP_URL: smtp.url });
    const site = await findDefaultSite(db);
    if (!site) throw new Error('no default site');
    const notice = (to: string) =>
      ({
        kind: 'emailChanged',
        language: 'nl',
        to,
        name: 'Sanne',
        vars: { email: 'nieuw@example.nl' },
      }) as const;
    await expect(
      withTransaction(db.$client, async (tx) => {
        await queueAccountMail(tx, site, notice('teruggedraaid@example.nl'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await withTransaction(db.$client, (tx) => queueAccountMail(tx, site, notice('bewaard@example.nl')));
    const mail = await smtp.nextMail('bewaard@example.nl');
    expect(mail.text).toContain('nieuw@example.nl');
    await vi.waitFor(async () => expect(await mailJobs(db)).toEqual([]), { timeout: 5000, interval: 50 });
    await instance.stop();
    expect(smtp.mails.map((each) => each.to)).toEqual([['bewaard@example.nl']]);
  }, 60_000);
});
