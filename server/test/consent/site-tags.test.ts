import type { AdminSite } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { defaultSite } from '../../src/db/default-site.ts';
import { createSite } from '../../src/modules/sites/service.ts';
import { createActiveMember } from '../support/members.ts';
import { makeConfirmedStaff } from '../support/staff.ts';
import { createTestApp } from '../support/test-app.ts';

/** The three tags of SPEC §7 per site (issue 24, decision 0065): settings, validation, audit, public settings. */
describe('site tags in the sites editor', async () => {
  const { app, db } = await createTestApp();
  const sql = db.$client;
  const member = await createActiveMember(app, db);
  await makeConfirmedStaff(sql, member.user.id, 'administrator');
  const call = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
    app.inject({ method, url, payload: payload as object, headers: { cookie: member.cookie } });
  const site = await createSite(db, { ...defaultSite('tags.example'), isDefault: false });
  const read = async (): Promise<AdminSite> =>
    (await call('GET', `/api/admin/site.php?id=${site.id}`)).json().site;
  const inputOf = ({ id: _id, is_default: _default, updated_at: _at, ...input }: AdminSite) => input;

  it('has no tags configured on the demo site or a new one, and the settings list none', async () => {
    expect(await read()).toMatchObject({ tag_manager_id: '', session_replay_id: '', advertising_id: '' });
    for (const host of ['localhost', 'tags.example']) {
      const settings = (await app.inject({ url: '/api/settings.php', headers: { host } })).json().settings;
      expect(settings.tags).toEqual([]);
    }
  });

  it('refuses ids of the wrong form field by field, changing nothing', async () => {
    const before = await read();
    const answer = await call('PUT', `/api/admin/site.php?id=${site.id}`, {
      ...inputOf(before),
      tag_manager_id: 'gtm-abc',
      session_replay_id: '12ab',
      advertising_id: 'G-123456789',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe('validation_failed');
    expect(answer.json().fields).toEqual(
      expect.arrayContaining(['tag_manager_id', 'session_replay_id', 'advertising_id']),
    );
    expect(await read()).toEqual(before);
    // The database refuses them too, whoever writes.
    await expect(
      sql.query(`UPDATE sites SET advertising_id = 'AW-x' WHERE id = $1`, [site.id]),
    ).rejects.toThrow(/check constraint/);
  });

  it('stores valid ids, audits them, and the site’s settings carry each tag with its script', async () => {
    const before = await read();
    const answer = await call('PUT', `/api/admin/site.php?id=${site.id}`, {
      ...inputOf(before),
      tag_manager_id: 'GTM-AB12CD',
      session_replay_id: '1234567',
      advertising_id: 'AW-123456789',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { rows } = await sql.query(
      `SELECT before, after FROM staff_audit_log WHERE action = 'site.update' AND target_id = $1`,
      [String(site.id)],
    );
    expect(rows).toEqual([
      {
        before: { tag_manager_id: '', session_replay_id: '', advertising_id: '' },
        after: { tag_manager_id: 'GTM-AB12CD', session_replay_id: '1234567', advertising_id: 'AW-123456789' },
      },
    ]);
    const settings = (
      await app.inject({ url: '/api/settings.php', headers: { host: 'tags.example' } })
    ).json().settings;
    expect(settings.tags).toEqual([
      { kind: 'tag_manager', id: 'GTM-AB12CD', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD' },
      { kind: 'session_replay', id: '1234567', src: 'https://static.hotjar.com/c/hotjar-1234567.js?sv=6' },
      {
        kind: 'advertising',
        id: 'AW-123456789',
        src: 'https://www.googletagmanager.com/gtag/js?id=AW-123456789',
      },
    ]);
    // Another site keeps none.
    expect((await app.inject({ url: '/api/settings.php' })).json().settings.tags).toEqual([]);
  });

  it('refuses a moderator the change', async () => {
    const moderator = await createActiveMember(app, db);
    await makeConfirmedStaff(sql, moderator.user.id, 'moderator');
    const answer = await app.inject({
      method: 'PUT',
      url: `/api/admin/site.php?id=${site.id}`,
      payload: { ...inputOf(await read()), advertising_id: 'AW-999999999' },
      headers: { cookie: moderator.cookie },
    });
    expect(answer.statusCode).toBe(403);
    expect((await read()).advertising_id).toBe('AW-123456789');
  });
});
