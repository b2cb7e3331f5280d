import type { AdminSite } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { createActiveMember } from '../support/members.ts';
import { makeConfirmedStaff } from '../support/staff.ts';
import { createTestApp } from '../support/test-app.ts';

/** The sites editor (issue 23, decision 0059): administrators edit every setting, audited, seen at once. */
describe('sites editor', async () => {
  const { app, db } = await createTestApp();
  const sql = db.$client;
  const staff = async (role: 'moderator' | 'administrator') => {
    const member = await createActiveMember(app, db);
    await makeConfirmedStaff(sql, member.user.id, role);
    return member.cookie;
  };
  const admin = await staff('administrator');
  const call = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url, payload: payload as object, headers: { cookie } });
  const defaultSite = async (): Promise<AdminSite> => {
    const list = await call(admin, 'GET', '/api/admin/sites.php');
    const id = list.json().sites.find((site: { is_default: boolean }) => site.is_default).id;
    return (await call(admin, 'GET', `/api/admin/site.php?id=${id}`)).json().site;
  };
  const inputOf = ({ id: _id, is_default: _default, updated_at: _at, ...input }: AdminSite) => input;

  it('refuses members and moderators: 403 with no data', async () => {
    const member = (await createActiveMember(app, db)).cookie;
    const moderator = await staff('moderator');
    for (const cookie of [member, moderator]) {
      const answer = await call(cookie, 'GET', '/api/admin/sites.php');
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ error: 'staff_only' });
    }
  });

  it('changes a text of one language and a setting, audits what changed, and the site shows it', async () => {
    const site = await defaultSite();
    const input = inputOf(site);
    const answer = await call(admin, 'PUT', `/api/admin/site.php?id=${site.id}`, {
      ...input,
      index_title: { ...input.index_title, nl: '  Nieuwe titel  ' },
      message_credits: input.message_credits + 1,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().site.index_title.nl).toBe('Nieuwe titel');

    const settings = (await app.inject({ url: '/api/settings.php?locale=nl' })).json().settings;
    expect(settings.index_title).toBe('Nieuwe titel');
    expect(settings.message_credits).toBe(input.message_credits + 1);
    // Another language keeps its own text.
    const german = (await app.inject({ url: '/api/settings.php?locale=de' })).json().settings;
    expect(german.index_title).toBe(input.index_title.de);

    const { rows } = await sql.query(
      `SELECT action, target_type, target_id, before, after FROM staff_audit_log WHERE action = 'site.update'`,
    );
    expect(rows).toEqual([
      {
        action: 'site.update',
        target_type: 'site',
        target_id: String(site.id),
        before: { index_title: input.index_title, message_credits: input.message_credits },
        after: {
          index_title: { ...input.index_title, nl: 'Nieuwe titel' },
          message_credits: input.message_credits + 1,
        },
      },
    ]);
  });

  it('answers an edit that changes nothing without an audit entry', async () => {
    const site = await defaultSite();
    const before = (await sql.query('SELECT count(*)::int AS n FROM staff_audit_log')).rows[0].n;
    const answer = await call(admin, 'PUT', `/api/admin/site.php?id=${site.id}`, inputOf(site));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().site.updated_at).toBe(site.updated_at);
    expect((await sql.query('SELECT count(*)::int AS n FROM staff_audit_log')).rows[0].n).toBe(before);
  });

  it('refuses invalid settings field by field, changing nothing', async () => {
    const site = await defaultSite();
    const input = inputOf(site);
    const answer = await call(admin, 'PUT', `/api/admin/site.php?id=${site.id}`, {
      ...input,
      support_email: 'not an address',
      theme_color: 'pink',
      niche: 9,
      name: { ...input.name, nl: ' ' },
      minimum_message_costs: { ...input.minimum_message_costs, FR: { costs: 1, currency: 'EUR' } },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe('validation_failed');
    expect(answer.json().fields).toEqual(
      expect.arrayContaining([
        'support_email',
        'theme_color',
        'niche',
        'name/nl',
        'minimum_message_costs/FR',
      ]),
    );
    expect((await defaultSite()).updated_at).toBe(site.updated_at);
  });

  it('creates a site for a new domain, which then answers its host; a taken domain is refused', async () => {
    const input = inputOf(await defaultSite());
    const created = await call(admin, 'POST', '/api/admin/site.php', {
      ...input,
      domain: 'flirt-nieuw.example',
      name: { nl: 'Flirt Nieuw' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().site).toMatchObject({ domain: 'flirt-nieuw.example', is_default: false });
    const settings = await app.inject({ url: '/api/settings.php', headers: { host: 'flirt-nieuw.example' } });
    expect(settings.json().settings.name).toBe('Flirt Nieuw');
    const audit = await sql.query(`SELECT after FROM staff_audit_log WHERE action = 'site.create'`);
    expect(audit.rows[0].after).toMatchObject({ domain: 'flirt-nieuw.example' });

    const again = await call(admin, 'POST', '/api/admin/site.php', {
      ...input,
      domain: 'flirt-nieuw.example',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'site_domain_taken', field: 'domain' });
  });

  it('answers 404 for a site that does not exist', async () => {
    expect((await call(admin, 'GET', '/api/admin/site.php?id=99999')).statusCode).toBe(404);
  });
});
