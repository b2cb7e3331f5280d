import type { AdminSite } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { createActiveMember } from '../support/members.ts';
import { makeConfirmedStaff } from '../support/staff.ts';
import { createTestApp } from '../support/test-app.ts';

const CAM = 'https://cams.partner.example/go?aff={network}&s1={sub1}&site={site_sub_id}';
const RESELL = 'https://dating.partner.example/r/{site_sub_id}?s2={sub2}';
const REDIRECT = 'https://m.partner.example/?n={network}';

/** Partner tiles and the mobile redirect (issue 24, decision 0066): settings, validation, who receives what. */
describe('partner links', async () => {
  const { app, db } = await createTestApp();
  const sql = db.$client;
  const administrator = await createActiveMember(app, db);
  await makeConfirmedStaff(sql, administrator.user.id, 'administrator');
  const admin = administrator.cookie;
  const call = (method: 'GET' | 'PUT', url: string, payload?: unknown, cookie = admin) =>
    app.inject({ method, url, payload: payload as object, headers: { cookie } });
  const site = async (): Promise<AdminSite> => {
    const list = await call('GET', '/api/admin/sites.php');
    const id = list.json().sites.find((one: { is_default: boolean }) => one.is_default).id;
    return (await call('GET', `/api/admin/site.php?id=${id}`)).json().site;
  };
  const inputOf = ({ id: _id, is_default: _default, updated_at: _at, ...input }: AdminSite) => input;
  const save = async (changes: Partial<AdminSite>) => {
    const current = await site();
    return call('PUT', `/api/admin/site.php?id=${current.id}`, { ...inputOf(current), ...changes });
  };
  const partners = async (query = '', cookie?: string) => {
    const answer = await app.inject({ url: `/api/partners.php${query}`, headers: cookie ? { cookie } : {} });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const settings = async (cookie?: string) =>
    (await app.inject({ url: '/api/settings.php', headers: cookie ? { cookie } : {} })).json().settings;

  it('has nothing where nothing is configured', async () => {
    expect((await settings()).partners).toEqual({ tiles: false, mobile_redirect_seconds: 0 });
    expect(await partners('?network=n1')).toEqual({ cam_url: null, resell_url: null, mobile_redirect: null });
  });

  it('refuses links that are not https, hand the host to a placeholder, or name an unknown one; nothing changes', async () => {
    const before = await site();
    for (const [field, value] of [
      ['partner_cam_url', 'http://cams.partner.example/'],
      ['partner_cam_url', 'https://{network}.partner.example/'],
      ['partner_resell_url', 'https://dating.partner.example/?x={email}'],
      ['partner_resell_url', 'javascript:alert(1)'],
      ['mobile_redirect_url', 'https://user@m.partner.example/'],
      ['partner_sub_id', 'has spaces'],
      ['mobile_redirect_seconds', 121],
      ['mobile_redirect_seconds', -1],
    ] as const) {
      const answer = await save({ [field]: value });
      expect(answer.statusCode, `${field}=${value}`).toBe(400);
      expect(answer.json().error).toBe('validation_failed');
    }
    // A countdown needs a link to go to.
    const countdownOnly = await save({ mobile_redirect_seconds: 5, mobile_redirect_url: '' });
    expect(countdownOnly.statusCode).toBe(400);
    expect(countdownOnly.json().error).toBe('validation_failed');
    expect((await site()).updated_at).toBe(before.updated_at);
  });

  it('saves the links audited, and tiles appear only with member_resell on', async () => {
    const answer = await save({
      partner_cam_url: CAM,
      partner_resell_url: RESELL,
      partner_sub_id: 'our-site',
      mobile_redirect_url: REDIRECT,
      mobile_redirect_seconds: 5,
      member_resell: false,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { rows } = await sql.query(
      `SELECT after FROM staff_audit_log WHERE action = 'site.update' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0].after).toMatchObject({ partner_cam_url: CAM, mobile_redirect_seconds: 5 });
    // member_resell off: no tiles, but the redirect stands on its own.
    expect((await settings()).partners).toEqual({ tiles: false, mobile_redirect_seconds: 5 });
    expect((await partners()).cam_url).toBeNull();

    expect((await save({ member_resell: true })).statusCode).toBe(200);
    expect((await settings()).partners).toEqual({ tiles: true, mobile_redirect_seconds: 5 });
  });

  it("fills a visitor's tracking from the query, URL-encoded, and gives visitors the mobile redirect", async () => {
    expect(await partners('?network=net%201&sub1=a%26b&sub2=s2')).toEqual({
      cam_url: 'https://cams.partner.example/go?aff=net%201&s1=a%26b&site=our-site',
      resell_url: 'https://dating.partner.example/r/our-site?s2=s2',
      mobile_redirect: { url: 'https://m.partner.example/?n=net%201', seconds: 5 },
    });
    // Unknown query keys are refused, not passed on.
    expect((await app.inject({ url: '/api/partners.php?email=x' })).statusCode).toBe(400);
  });

  it("fills a member's tracking from the account, ignores the query, and never redirects a member", async () => {
    const member = await createActiveMember(app, db, { tracking: { network: 'acct', sub1: 'one' } });
    expect(await partners('?network=forged', member.cookie)).toEqual({
      cam_url: 'https://cams.partner.example/go?aff=acct&s1=one&site=our-site',
      resell_url: 'https://dating.partner.example/r/our-site?s2=',
      mobile_redirect: null,
    });
  });

  it('lets a visitor choose the switcher country by cookie; GeoIP decides the rest', async () => {
    expect((await settings()).chosen_country).toBeNull();
    expect((await settings('country=be')).chosen_country).toBe('BE');
    expect((await settings('country=be')).geoip_selected_country).toBe('BE');
    // Only a country of the switcher table counts.
    expect((await settings('country=XX')).chosen_country).toBeNull();
    // A chosen country the site does not serve still decides the switcher, not the site's selected country.
    const swiss = await settings('country=CH');
    expect(swiss.chosen_country).toBe('CH');
    expect(swiss.geoip_selected_country).toBe('NL');
  });
});
