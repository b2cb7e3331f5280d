import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createActiveMember, login } from '../support/members.ts';
import { makeConfirmedStaff } from '../support/staff.ts';
import { createTestApp } from '../support/test-app.ts';

/**
 * Member management in the back office (decision 0056): find, see, and act on a member; every action audited with
 * its reason, before and after; members without a staff role refused on every call.
 */
describe('member management', async () => {
  const { app, db } = await createTestApp();
  const sql = db.$client;
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
  const moderator = await createActiveMember(app, db, { name: 'Moderatorin' });
  await makeConfirmedStaff(sql, moderator.user.id);
  const act = (payload: object, cookie = moderator.cookie) =>
    call('POST', '/api/admin/members-action.php', cookie, payload);
  const auditOf = async (memberId: number) =>
    (
      await sql.query(
        "SELECT action, reason, before, after, staff_id FROM staff_audit_log WHERE target_type = 'member' AND target_id = $1 ORDER BY id",
        [String(memberId)],
      )
    ).rows;
  const userRow = async (id: number) => (await sql.query('SELECT * FROM users WHERE id = $1', [id])).rows[0];

  it('refuses every call to a member without a staff role, and changes nothing', async () => {
    const member = await createActiveMember(app, db);
    const target = await createActiveMember(app, db);
    const calls = [
      call('GET', `/api/admin/members.php?q=${target.user.id}`, member.cookie),
      call('GET', `/api/admin/members-detail.php?id=${target.user.id}`, member.cookie),
      ...[
        { action: 'warn', text: 'Bitte freundlich bleiben.' },
        { action: 'suspend', days: 3, reason: 'spam' },
        { action: 'ban', reason: 'spam' },
        { action: 'restore', reason: 'mistake' },
        { action: 'credits', amount: 50, reason: 'goodwill' },
        { action: 'direct_debit', blocked: true, reason: 'fraud' },
        { action: 'fictional', fictional: true, reason: 'demo' },
        { action: 'end_sessions', reason: 'hijacked' },
      ].map((body) => act({ id: target.user.id, ...body }, member.cookie)),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'staff_only' });
    }
    expect((await call('GET', `/api/admin/members.php?q=x`)).json()).toEqual({ error: 'staff_only' });
    expect(await auditOf(target.user.id)).toEqual([]);
    const credits = (
      await sql.query('SELECT count(*)::int AS n FROM credit_ledger WHERE user_id = $1', [target.user.id])
    ).rows[0].n;
    expect(credits).toBe(1); // the signup credits only
    expect(await userRow(target.user.id)).toMatchObject({ status: 'active', direct_debit_blocked: false });
  });

  it('finds members of the site by id, e-mail address and name', async () => {
    const name = `Zoe${crypto.randomBytes(3).toString('hex')}`;
    const member = await createActiveMember(app, db, { name });
    const ids = async (q: string) =>
      (await call('GET', `/api/admin/members.php?q=${encodeURIComponent(q)}`, moderator.cookie))
        .json()
        .members.map((found: { id: number }) => found.id);
    expect(await ids(String(member.user.id))).toContain(member.user.id);
    expect(await ids(member.form.email)).toEqual([member.user.id]);
    expect(await ids(name.slice(1).toLowerCase())).toEqual([member.user.id]);
    expect(await ids('%')).not.toContain(member.user.id);
    const detail = await call('GET', `/api/admin/members-detail.php?id=${member.user.id}`, moderator.cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().member).toMatchObject({
      id: member.user.id,
      email: member.form.email,
      status: 'active',
    });
    expect(JSON.stringify(detail.json())).not.toContain('password');
    expect(
      (await call('GET', '/api/admin/members-detail.php?id=999999999', moderator.cookie)).statusCode,
    ).toBe(404);
  });

  it('warns: the member sees the text once, until they acknowledge it', async () => {
    const member = await createActiveMember(app, db);
    const response = await act({ id: member.user.id, action: 'warn', text: 'Bitte keine Telefonnummern.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().warnings).toMatchObject([{ text: 'Bitte keine Telefonnummern.', seen_at: null }]);
    const seen = await call('GET', '/api/member-warning.php', member.cookie);
    const warning = seen.json().warning;
    expect(warning).toMatchObject({ text: 'Bitte keine Telefonnummern.' });
    expect(
      (await call('POST', '/api/member-warning.php', member.cookie, { id: warning.id })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/member-warning.php', member.cookie)).json()).toEqual({ warning: null });
    const exported = await call('GET', '/api/export.php', member.cookie);
    expect(exported.json().staff_warnings).toMatchObject([{ text: 'Bitte keine Telefonnummern.' }]);
    expect(await auditOf(member.user.id)).toMatchObject([
      { action: 'member.warn', reason: 'Bitte keine Telefonnummern.', staff_id: moderator.user.id },
    ]);
  });

  it('bans: sessions end, login and member calls answer account_banned, the member leaves every list; restore brings them back', async () => {
    const member = await createActiveMember(app, db);
    const other = await createActiveMember(app, db);
    const response = await act({ id: member.user.id, action: 'ban', reason: 'Betrug' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().member).toMatchObject({ status: 'banned', restricted_until: null });

    for (const [method, url, payload] of [
      ['GET', '/api/user.php', undefined],
      ['POST', '/api/like.php', { id: other.user.id }],
      [
        'POST',
        '/api/message.php',
        { profile: other.user.id, client_id: crypto.randomUUID(), kind: 'text', text: 'Hallo' },
      ],
    ] as const) {
      const refused = await call(method, url, member.cookie, payload);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toEqual({ error: 'account_banned' });
    }
    const relogin = await login(app, member.form.email, member.form.password, '10.77.0.1');
    expect(relogin.statusCode).toBe(403);
    expect(relogin.json()).toEqual({ error: 'account_banned' });
    expect(relogin.cookies.find((cookie) => cookie.name === 'auth.session')).toBeUndefined();
    const listed = await sql.query('SELECT listed FROM profiles WHERE id = $1', [member.user.id]);
    expect(listed.rows[0].listed).toBe(false);
    const live = await sql.query(
      'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL',
      [member.user.id],
    );
    expect(live.rows[0].n).toBe(0);
    // A page load of the banned browser: the ban page, where the browser is signed out.
    const page = await call('GET', '/members', member.cookie);
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/pages/ban');
    const banPage = await call('GET', '/pages/ban', member.cookie);
    expect(banPage.statusCode).toBe(200);
    expect(banPage.cookies.find((cookie) => cookie.name === 'auth.session')?.value).toBe('');
    // message.php checks no session before the send: its database function's own session rule refused them.
    const sent = await sql.query('SELECT count(*)::int AS n FROM messages WHERE sender_id = $1', [
      member.user.id,
    ]);
    expect(sent.rows[0].n).toBe(0);
    // A second ban finds nothing to change: no second entry.
    expect((await act({ id: member.user.id, action: 'ban', reason: 'Betrug' })).statusCode).toBe(200);

    const restored = await act({ id: member.user.id, action: 'restore', reason: 'Irrtum' });
    expect(restored.json().member).toMatchObject({ status: 'active', restricted_at: null });
    expect(
      (await sql.query('SELECT listed FROM profiles WHERE id = $1', [member.user.id])).rows[0].listed,
    ).toBe(true);
    expect((await login(app, member.form.email, member.form.password, '10.77.0.2')).statusCode).toBe(200);
    expect(await auditOf(member.user.id)).toMatchObject([
      {
        action: 'member.ban',
        reason: 'Betrug',
        before: { status: 'active', restricted_at: null },
        after: { status: 'banned', restricted_until: null },
      },
      {
        action: 'member.restore',
        reason: 'Irrtum',
        before: { status: 'banned' },
        after: { status: 'active' },
      },
    ]);
  });

  it('suspends for a period: account_suspended with its end, lifted at the first login after it', async () => {
    const member = await createActiveMember(app, db);
    const response = await act({ id: member.user.id, action: 'suspend', days: 7, reason: 'Beleidigungen' });
    expect(response.statusCode, response.body).toBe(200);
    const until = response.json().member.restricted_until;
    expect(new Date(until).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const refused = await call('GET', '/api/user.php', member.cookie);
    expect(refused.json()).toEqual({ error: 'account_suspended', until });
    expect((await login(app, member.form.email, member.form.password, '10.77.0.3')).json()).toEqual({
      error: 'account_suspended',
      until,
    });
    expect(await auditOf(member.user.id)).toMatchObject([
      {
        action: 'member.suspend',
        reason: 'Beleidigungen',
        after: { status: 'suspended', restricted_until: until },
      },
    ]);

    await sql.query("UPDATE users SET restricted_until = now() - interval '1 minute' WHERE id = $1", [
      member.user.id,
    ]);
    expect((await call('GET', '/api/user.php', member.cookie)).json()).toEqual({
      error: 'authentication_required',
    });
    expect((await login(app, member.form.email, member.form.password, '10.77.0.4')).statusCode).toBe(200);
    expect(await userRow(member.user.id)).toMatchObject({ status: 'active', restricted_until: null });
  });

  it('adjusts credits only through a ledger entry with a reason, never below zero', async () => {
    const member = await createActiveMember(app, db);
    const start = (await userRow(member.user.id)).credits as number;
    const given = await act({ id: member.user.id, action: 'credits', amount: 40, reason: 'Kulanz' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().member.credits).toBe(start + 40);
    expect(given.json().ledger[0]).toMatchObject({ amount: 40, reason: 'adjustment' });
    const tooMuch = await act({
      id: member.user.id,
      action: 'credits',
      amount: -(start + 41),
      reason: 'Korrektur',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({ error: 'adjustment_exceeds_balance', credits: start + 40 });
    const taken = await act({
      id: member.user.id,
      action: 'credits',
      amount: -(start + 40),
      reason: 'Korrektur',
    });
    expect(taken.json().member.credits).toBe(0);
    expect((await call('GET', '/api/user.php', member.cookie)).json().user.credits).toBe(0);
    const ledger = await sql.query('SELECT sum(amount)::int AS total FROM credit_ledger WHERE user_id = $1', [
      member.user.id,
    ]);
    expect(ledger.rows[0].total).toBe(0);
    expect(await auditOf(member.user.id)).toMatchObject([
      {
        action: 'member.credits',
        reason: 'Kulanz',
        before: { credits: start },
        after: { credits: start + 40 },
      },
      {
        action: 'member.credits',
        reason: 'Korrektur',
        before: { credits: start + 40 },
        after: { credits: 0 },
      },
    ]);
  });

  it('blocks and unblocks direct debit, marks the profile fictional and back, each once', async () => {
    const member = await createActiveMember(app, db);
    const id = member.user.id;
    expect(
      (await act({ id, action: 'direct_debit', blocked: true, reason: 'Rücklastschrift' })).json().member,
    ).toMatchObject({ direct_debit_blocked: true });
    expect((await act({ id, action: 'direct_debit', blocked: true, reason: 'nochmal' })).statusCode).toBe(
      200,
    );
    expect(
      (await act({ id, action: 'direct_debit', blocked: false, reason: 'geklärt' })).json().member,
    ).toMatchObject({ direct_debit_blocked: false });
    expect(
      (await act({ id, action: 'fictional', fictional: true, reason: 'Demoprofil' })).json().member,
    ).toMatchObject({ fictional: true });
    expect(
      (await act({ id, action: 'fictional', fictional: false, reason: 'echt' })).json().member,
    ).toMatchObject({
      fictional: false,
    });
    expect((await auditOf(id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['member.direct_debit_block', { direct_debit_blocked: false }, { direct_debit_blocked: true }],
      ['member.direct_debit_unblock', { direct_debit_blocked: true }, { direct_debit_blocked: false }],
      ['member.fictional', { fictional: false }, { fictional: true }],
      ['member.not_fictional', { fictional: true }, { fictional: false }],
    ]);
  });

  it('ends every session of a member: their cookie signs out', async () => {
    const member = await createActiveMember(app, db);
    const response = await act({ id: member.user.id, action: 'end_sessions', reason: 'Konto übernommen' });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response.json().sessions.every((session: { revoked_at: string | null }) => session.revoked_at),
    ).toBe(true);
    expect((await call('GET', '/api/user.php', member.cookie)).json()).toEqual({
      error: 'authentication_required',
    });
    expect((await act({ id: member.user.id, action: 'end_sessions', reason: 'nochmal' })).statusCode).toBe(
      200,
    );
    expect(await auditOf(member.user.id)).toMatchObject([
      { action: 'member.end_sessions', before: { live_sessions: 1 }, after: { live_sessions: 0 } },
    ]);
  });

  it('acts only on members of its own site and with a reason', async () => {
    expect((await act({ id: 999999999, action: 'ban', reason: 'weg' })).statusCode).toBe(404);
    const member = await createActiveMember(app, db);
    expect((await act({ id: member.user.id, action: 'ban', reason: '' })).statusCode).toBe(400);
    expect((await act({ id: member.user.id, action: 'ban' })).statusCode).toBe(400);
    expect(await userRow(member.user.id)).toMatchObject({ status: 'active' });
  });

  it('never acts on a staff account, not even its own: administrators manage staff at /admin/staff', async () => {
    const administrator = await createActiveMember(app, db);
    await makeConfirmedStaff(sql, administrator.user.id, 'administrator');
    for (const id of [administrator.user.id, moderator.user.id]) {
      const answer = await act({ id, action: 'ban', reason: 'Machtsmissbrauch' });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ error: 'staff_only' });
      expect(await userRow(id)).toMatchObject({ status: 'active' });
    }
    expect(await auditOf(administrator.user.id)).toEqual([]);
  });
});

describe('the photo queue size for the dashboard', async () => {
  const { app, db } = await createTestApp();
  const { photoQueueSize } = await import('../../src/modules/moderation/index.ts');
  const { pngImage } = await import('../support/images.ts');

  it('counts the photos of the site in inspection and gives the oldest one time; the GET answers the same', async () => {
    const sql = db.$client;
    const siteId = (await sql.query('SELECT id FROM sites ORDER BY id LIMIT 1')).rows[0].id as number;
    expect(await photoQueueSize(sql, siteId)).toEqual({ open: 0, oldest_at: null });
    const member = await createActiveMember(app, db);
    for (let i = 0; i < 2; i++) {
      const upload = await app.inject({
        method: 'POST',
        url: '/api/photos.php',
        payload: await pngImage(),
        headers: { cookie: member.cookie, 'content-type': 'image/png' },
      });
      expect(upload.statusCode).toBe(201);
    }
    const size = await photoQueueSize(sql, siteId);
    expect(size.open).toBe(2);
    const oldest = (await sql.query("SELECT min(created_at) AS at FROM photos WHERE status = 'inspection'"))
      .rows[0].at;
    expect(size.oldest_at).toEqual(oldest);
    const moderator = await createActiveMember(app, db);
    await makeConfirmedStaff(sql, moderator.user.id);
    const queue = await app.inject({
      method: 'GET',
      url: '/api/admin/photos.php',
      headers: { cookie: moderator.cookie },
    });
    expect(queue.json()).toMatchObject({ open: 2, oldest_at: oldest.toISOString() });
    expect(queue.json().photos).toHaveLength(2);
  });
});
