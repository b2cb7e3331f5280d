import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { complaintsMemberData, complaintsQueueSize } from '../../src/modules/complaints/index.ts';
import { chatHelpers } from '../chat/chat-helpers.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { makeConfirmedStaff } from '../support/staff.ts';
import { createTestApp } from '../support/test-app.ts';

/** Complaints (docs/complaints.md, decision 0055): the form's rules, the reporter's mails and the staff queue. */
describe('complaints', async () => {
  const smtp = await startSmtpServer();
  const { app, db } = await createTestApp({ SMTP_URL: smtp.url });
  const sql = db.$client;
  const chat = chatHelpers(app, db);
  let address = 0;
  const nextIp = () => `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

  const complain = (payload: Record<string, unknown>, options: { cookie?: string; ip?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      payload: {
        client_id: crypto.randomUUID(),
        explanation: 'This is what happened, in enough words.',
        good_faith: true,
        language: 'en',
        ...payload,
      },
      headers: options.cookie ? { cookie: options.cookie } : {},
      remoteAddress: options.ip ?? nextIp(),
    });
  const emailOf = async (id: number) =>
    (await sql.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [id])).rows[0]
      ?.email as string;
  const staffCall = (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url, payload: payload as never, headers: { cookie } });

  it('asks a visitor for a name and an address, and a content complaint for its object, reason and good faith', async () => {
    const visitor = await complain({ kind: 'service', email: 'not-an-address' });
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json()).toEqual({ error: 'validation_failed', fields: ['name', 'email'] });

    const member = await chat.chatter();
    const content = await complain({ kind: 'member', good_faith: false }, { cookie: member.cookie });
    expect(content.json()).toEqual({
      error: 'validation_failed',
      fields: ['target_id', 'reason', 'good_faith'],
    });

    const short = await complain({ kind: 'service', explanation: 'short' }, { cookie: member.cookie });
    expect(short.json()).toMatchObject({ error: 'validation_failed', fields: ['explanation'] });
  });

  it('stores a visitor’s complaint once per client id, answers its reference and acknowledges it by mail in their language', async () => {
    const clientId = crypto.randomUUID();
    const payload = {
      client_id: clientId,
      kind: 'service',
      name: 'Erika Muster',
      email: 'erika@example.de',
      language: 'de',
    };
    const first = await complain(payload);
    const second = await complain(payload);
    expect(first.statusCode, first.body).toBe(201);
    const reference = first.json().complaint.reference;
    expect(reference).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(second.json().complaint.reference).toBe(reference);
    const { rows } = await sql.query('SELECT * FROM complaints WHERE client_id = $1', [clientId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reporter_id: null, reporter_name: 'Erika Muster', status: 'open' });

    const mail = await smtp.nextMail('erika@example.de');
    expect(mail.subject).toBe(`Wir haben Ihre Beschwerde ${reference} erhalten`);
    expect(mail.text).toContain('Hallo Erika Muster,');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.filter((m) => m.to.includes('erika@example.de'))).toHaveLength(1);
  });

  it('lets a member report a message of their own conversation, with a snapshot, and nobody else', async () => {
    const [harasser, reporter, stranger] = [await chat.chatter(), await chat.chatter(), await chat.chatter()];
    const { message } = await chat.sent(harasser, reporter.id, 'A message that crosses the line');
    const report = { kind: 'message', target_id: message.id, reason: 'harassment' };

    expect((await complain(report, { cookie: stranger.cookie })).json()).toEqual({ error: 'not_found' });
    expect((await complain({ ...report, name: 'V', email: 'v@example.nl' })).statusCode).toBe(404);
    expect(
      (await complain({ ...report, target_id: 999_999_999 }, { cookie: reporter.cookie })).statusCode,
    ).toBe(404);
    const target = await app.inject({
      method: 'GET',
      url: `/api/complaint-target.php?kind=message&id=${message.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(target.statusCode).toBe(404);

    const preview = await app.inject({
      method: 'GET',
      url: `/api/complaint-target.php?kind=message&id=${message.id}`,
      headers: { cookie: reporter.cookie },
    });
    expect(preview.json().target).toMatchObject({
      kind: 'message',
      member_id: harasser.id,
      text: message.text,
    });
    const stored = await complain(report, { cookie: reporter.cookie });
    expect(stored.statusCode, stored.body).toBe(201);
    const { rows } = await sql.query('SELECT * FROM complaints WHERE reference = $1', [
      stored.json().complaint.reference,
    ]);
    expect(rows[0]).toMatchObject({
      reporter_id: reporter.id,
      reporter_email: null,
      target_member_id: harasser.id,
      snapshot: {
        text: 'A message that crosses the line',
        sender_id: harasser.id,
        sender_name: harasser.form.name,
      },
    });
    const ack = await smtp.nextMail(await emailOf(reporter.id));
    expect(ack.subject).toContain(stored.json().complaint.reference);
  });

  it('limits complaints per member and per address', async () => {
    const member = await chat.chatter();
    for (let i = 0; i < 10; i++)
      expect((await complain({ kind: 'service' }, { cookie: member.cookie })).statusCode).toBe(201);
    const refused = await complain({ kind: 'service' }, { cookie: member.cookie });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });

    const visitor = { kind: 'service', name: 'Anna', email: 'anna@example.nl' };
    for (let i = 0; i < 20; i++) expect((await complain(visitor, { ip: '10.78.0.1' })).statusCode).toBe(201);
    expect((await complain(visitor, { ip: '10.78.0.1' })).statusCode).toBe(429);
  });

  it('lets staff take and resolve a complaint, audited, and mails the outcome to the reporter in their language', async () => {
    const [reported, reporter, moderator] = [
      await chat.chatter(),
      await chat.chatter(),
      await chat.chatter(),
    ];
    await makeConfirmedStaff(sql, moderator.id);
    const created = await complain(
      { kind: 'member', target_id: reported.id, reason: 'spam_or_scam', language: 'fr' },
      { cookie: reporter.cookie },
    );
    const reference = created.json().complaint.reference;
    const reporterEmail = await emailOf(reporter.id);
    await smtp.nextMail(reporterEmail);
    const { rows } = await sql.query<{ id: number }>('SELECT id::int FROM complaints WHERE reference = $1', [
      reference,
    ]);
    const id = rows[0]?.id as number;

    expect((await staffCall(reporter.cookie, 'GET', '/api/admin/complaints.php')).statusCode).toBe(403);
    const queue = await staffCall(
      moderator.cookie,
      'GET',
      `/api/admin/complaints.php?against=${reported.id}`,
    );
    expect(queue.json().complaints.map((c: { reference: string }) => c.reference)).toEqual([reference]);
    expect(queue.json().counts.open.count).toBeGreaterThan(0);
    const by = await staffCall(moderator.cookie, 'GET', `/api/admin/complaints.php?by=${reporter.id}`);
    expect(by.json().complaints[0]).toMatchObject({ reference, reporter: { id: reporter.id } });
    expect((await complaintsQueueSize(sql, 1)).open).toBeGreaterThan(0);

    const assign = await staffCall(moderator.cookie, 'POST', '/api/admin/complaint.php', {
      id,
      action: 'assign',
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(assign.json().complaint).toMatchObject({ status: 'assigned', assignee: { id: moderator.id } });
    const resolve = {
      id,
      action: 'resolve',
      outcome: 'member_restricted',
      reply: 'We suspended the account.',
    };
    const resolved = await staffCall(moderator.cookie, 'POST', '/api/admin/complaint.php', resolve);
    expect(resolved.json().complaint).toMatchObject({
      status: 'resolved',
      outcome: 'member_restricted',
      reply: 'We suspended the account.',
      resolved_by: { id: moderator.id },
    });
    expect((await staffCall(moderator.cookie, 'POST', '/api/admin/complaint.php', resolve)).json()).toEqual({
      error: 'complaint_closed',
    });

    const outcome = await smtp.nextMail(reporterEmail);
    expect(outcome.subject).toBe(`Votre réclamation ${reference} : notre décision`);
    expect(outcome.text).toContain('We suspended the account.');
    expect(outcome.text).toContain('nous avons pris des mesures contre son compte');

    const audit = await sql.query(
      `SELECT action, before, after, reason FROM staff_audit_log WHERE target_type = 'complaint' AND target_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(audit.rows).toEqual([
      {
        action: 'complaint.assign',
        reason: null,
        before: { status: 'open', assignee_id: null },
        after: { status: 'assigned', assignee_id: moderator.id },
      },
      {
        action: 'complaint.resolve',
        reason: 'member_restricted',
        before: { status: 'assigned', assignee_id: moderator.id },
        after: {
          status: 'resolved',
          assignee_id: moderator.id,
          outcome: 'member_restricted',
          reply: 'We suspended the account.',
        },
      },
    ]);
  });

  it('lists a member’s complaints in their data export, and the purge keeps them without the explanation', async () => {
    const member = await chat.chatter();
    const stored = await complain(
      { kind: 'service', explanation: 'Mijn betaling is niet verwerkt.' },
      { cookie: member.cookie },
    );
    const reference = stored.json().complaint.reference;
    const exported = await complaintsMemberData.exportData?.(sql, member.id);
    expect(exported).toEqual({
      complaints_sent: [
        expect.objectContaining({
          reference,
          explanation: 'Mijn betaling is niet verwerkt.',
          status: 'open',
        }),
      ],
    });
    await complaintsMemberData.purge?.(sql, member.id, () => {});
    const { rows } = await sql.query('SELECT explanation FROM complaints WHERE reference = $1', [reference]);
    expect(rows).toEqual([{ explanation: '' }]);
  });
});
