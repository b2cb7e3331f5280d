import { AUDIT_PAGE_SIZE } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { createActiveMember } from '../support/members.ts';
import { makeConfirmedStaff } from '../support/staff.ts';
import { createTestApp } from '../support/test-app.ts';

/** GET /api/admin/audit.php (decision 0054): administrators search the audit log of their site. */
describe('audit log search', async () => {
  const { app, db } = await createTestApp();
  const sql = db.$client;
  const admin = await createActiveMember(app, db);
  await makeConfirmedStaff(sql, admin.user.id, 'administrator');
  const { rows: sites } = await sql.query('SELECT id FROM sites WHERE is_default');
  const siteId = sites[0].id as number;

  type Entry = {
    site?: number;
    staff: number;
    email: string;
    action: string;
    target?: [string, string];
    reason?: string;
    at: string;
  };
  async function write(entries: Entry[]) {
    for (const entry of entries)
      await sql.query(
        `INSERT INTO staff_audit_log (site_id, staff_id, staff_email, staff_role, action, target_type, target_id, reason, at, before, after)
         VALUES ($1, $2, $3, 'moderator', $4, $5, $6, $7, $8, '{"status":"inspection"}', '{"status":"rejected"}')`,
        [
          entry.site ?? siteId,
          entry.staff,
          entry.email,
          entry.action,
          entry.target?.[0] ?? null,
          entry.target?.[1] ?? null,
          entry.reason ?? null,
          entry.at,
        ],
      );
  }
  const search = async (query: Record<string, string | number> = {}) => {
    const response = await app.inject({
      url: '/api/admin/audit.php',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      entries: Array<{ id: number; action: string; target_id: string | null }>;
      next: number | null;
    };
  };
  const actions = async (query: Record<string, string>) => (await search(query)).entries.map((e) => e.action);

  await write([
    {
      staff: 901,
      email: 'Anna@Example.com',
      action: 'photo.approve',
      target: ['photo', '11'],
      at: '2026-03-01T10:00:00Z',
    },
    {
      staff: 901,
      email: 'Anna@Example.com',
      action: 'photo.reject',
      target: ['photo', '12'],
      reason: 'contact_details',
      at: '2026-03-02T23:59:00Z',
    },
    {
      staff: 902,
      email: 'bert@example.com',
      action: 'member.ban',
      target: ['member', '77'],
      reason: 'Spam 100% of the time',
      at: '2026-03-03T00:00:00Z',
    },
    { staff: 902, email: 'bert@example.com', action: 'photo_x.approve', at: '2026-03-04T08:00:00Z' },
    {
      site: siteId + 1000,
      staff: 903,
      email: 'elsewhere@example.com',
      action: 'photo.approve',
      at: '2026-03-02T10:00:00Z',
    },
  ]);

  it('answers the newest first, with who, what, on what, why, and the state before and after', async () => {
    const { entries } = await search({ staff: '901' });
    expect(entries.map((e) => e.action)).toEqual(['photo.reject', 'photo.approve']);
    expect(entries[0]).toMatchObject({
      at: '2026-03-02T23:59:00.000Z',
      staff: { id: 901, email: 'Anna@Example.com', role: 'moderator' },
      target_type: 'photo',
      target_id: '12',
      reason: 'contact_details',
      before: { status: 'inspection' },
      after: { status: 'rejected' },
    });
  });

  it('filters by staff member (id or address), action or its start, target, days and words of the reason', async () => {
    expect(await actions({ staff: 'anna@example.com' })).toEqual(['photo.reject', 'photo.approve']);
    expect(await actions({ action: 'photo.' })).toEqual(['photo.reject', 'photo.approve']);
    // An underscore is a character, not a wildcard.
    expect(await actions({ action: 'photo_' })).toEqual(['photo_x.approve']);
    expect(await actions({ action: 'member.ban' })).toEqual(['member.ban']);
    expect(await actions({ target_type: 'photo', target_id: '11' })).toEqual(['photo.approve']);
    expect(await actions({ from: '2026-03-02', to: '2026-03-02' })).toEqual(['photo.reject']);
    expect(await actions({ from: '2026-03-03' })).toEqual(
      expect.arrayContaining(['photo_x.approve', 'member.ban']),
    );
    expect(await actions({ to: '2026-03-01' })).toEqual(['photo.approve']);
    expect(await actions({ q: '100%' })).toEqual(['member.ban']);
    expect(await actions({ q: 'CONTACT' })).toEqual(['photo.reject']);
    expect(await actions({ q: '', staff: '', action: 'photo.approve', to: '2026-03-31' })).toEqual([
      'photo.approve',
    ]);
  });

  it('shows the entries of its own site only', async () => {
    expect((await search({ staff: '903' })).entries).toEqual([]);
  });

  it('pages with `next`, without gaps or repeats', async () => {
    const many = Array.from({ length: AUDIT_PAGE_SIZE + 5 }, (_, i) => ({
      staff: 904,
      email: 'paging@example.com',
      action: 'member.warn',
      target: ['member', String(i)] as [string, string],
      at: '2026-04-01T00:00:00Z',
    }));
    await write(many);
    const first = await search({ staff: '904' });
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.next).toBe(first.entries.at(-1)?.id);
    const second = await search({ staff: '904', before: first.next as number });
    expect(second.entries).toHaveLength(5);
    expect(second.next).toBeNull();
    const targets = [...first.entries, ...second.entries].map((e) => Number(e.target_id));
    expect(targets).toEqual(many.map((_, i) => i).reverse());
  });

  it('refuses a malformed day', async () => {
    const response = await app.inject({
      url: '/api/admin/audit.php?from=yesterday',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(400);
  });
});
