import crypto from 'node:crypto';
import {
  AGE_RANGE_FIELD,
  agesInOrder,
  SEARCH_COUNT_CAP,
  SEARCH_PAGE_SIZE,
  SIGNUP_MATCHES_SHOWN,
} from '@community/contract';
import { describe, expect, it } from 'vitest';
import { defaultSite } from '../../src/db/default-site.ts';
import { createSite } from '../../src/modules/sites/service.ts';
import { createActiveMember, createMember } from '../support/members.ts';
import { changeSites } from '../support/sites.ts';
import { createTestApp, testClock } from '../support/test-app.ts';

type Tile = {
  id: number;
  name: string;
  age: number;
  country: string;
  region: string | null;
  liked: boolean;
  match: boolean;
};
type Page = { profiles: Tile[]; next_cursor: string | null; count: number; count_capped: boolean };

// Noon UTC: the age boundaries below cannot move while the file runs.
const clock = testClock(new Date(Date.UTC(2026, 5, 15, 12)));

/** The day `years` (and `days`) before the test's today, as a birth date. */
function bornYearsAgo(years: number, days = 0): string {
  const today = clock();
  const date = new Date(
    Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days),
  );
  return date.toISOString().slice(0, 10);
}

describe('member search (GET /api/members.php)', async () => {
  const { app, db } = await createTestApp({}, { clock });
  const sql = db.$client;
  const defaultSiteId = (await sql.query<{ id: number }>('SELECT id FROM sites WHERE is_default')).rows[0]
    ?.id;
  let countryCounter = 0;
  /** Every test searches its own made-up country, so the others' profiles never get in the way. */
  const freshCountry = () => {
    const n = countryCounter++;
    return `Q${String.fromCharCode(65 + n)}`;
  };

  type Fake = {
    gender?: 'male' | 'female';
    country: string;
    region?: string | null;
    birth?: string;
    siteId?: number;
  };
  /** Listed profiles straight into the tables (as the demo seed does); answers their ids, oldest first. */
  async function addProfiles(fake: Fake, count = 1): Promise<number[]> {
    const tag = crypto.randomBytes(4).toString('hex');
    const { rows } = await sql.query<{ id: number }>(
      `WITH u AS (
         INSERT INTO users (site_id, email, email_normalized, status, language, date_of_birth, confirmed_at)
         SELECT $1, 'bulk-' || $2 || '-' || g || '@example.nl', 'bulk-' || $2 || '-' || g || '@example.nl',
           'active', 'nl', $3::date, now()
         FROM generate_series(1, $4::int) g ORDER BY g RETURNING id)
       INSERT INTO profiles (id, site_id, name, gender, sexuality, country, region, status)
       SELECT id, $1, 'Lid ' || id, $5, 'hetero', $6, $7, 'active' FROM u ORDER BY id
       RETURNING id::int AS id`,
      [
        fake.siteId ?? defaultSiteId,
        tag,
        fake.birth ?? '1990-01-01',
        count,
        fake.gender ?? 'female',
        fake.country,
        fake.region ?? null,
      ],
    );
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }
  const addProfile = async (fake: Fake) => (await addProfiles(fake))[0] as number;

  let ipCounter = 0;
  async function search(
    query: Record<string, string | number>,
    cookie?: string,
    headers: Record<string, string> = {},
  ) {
    const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    ipCounter += 1;
    return app.inject({
      url: `/api/members.php?${params}`,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      remoteAddress: `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    });
  }
  async function ids(query: Record<string, string | number>, cookie: string): Promise<number[]> {
    const response = await search(query, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Page).profiles.map((profile) => profile.id);
  }
  const newestFirst = (list: number[]) => [...list].sort((a, b) => b - a);

  const searcher = await createActiveMember(app, db, { gender: 'male' });

  it('requires a session unless the site shows search to visitors', async () => {
    const country = freshCountry();
    const shown = await addProfile({ country });
    const asVisitor = (query: Record<string, string> = {}) => search({ country, ...query });

    expect((await asVisitor()).statusCode).toBe(403);
    expect((await asVisitor()).json()).toEqual({ error: 'login_required' });

    await changeSites(db, 'UPDATE sites SET logged_out_search = true WHERE id = $1', [defaultSiteId]);
    const open = await asVisitor();
    expect(open.statusCode, open.body).toBe(200);
    expect((open.json() as Page).profiles.map((p) => p.id)).toEqual([shown]);

    // Only visitors who came through a traffic source (the web client sends the stored network along).
    await changeSites(
      db,
      'UPDATE sites SET logged_out_search = false, logged_out_search_trafficsource = true WHERE id = $1',
      [defaultSiteId],
    );
    expect((await asVisitor()).json()).toEqual({ error: 'login_required' });
    expect((await asVisitor({ network: '' })).statusCode).toBe(403);
    const viaNetwork = await asVisitor({ network: 'adnet' });
    expect(viaNetwork.statusCode, viaNetwork.body).toBe(200);
    expect((viaNetwork.json() as Page).profiles.map((p) => p.id)).toEqual([shown]);
    await changeSites(db, 'UPDATE sites SET logged_out_search_trafficsource = false WHERE id = $1', [
      defaultSiteId,
    ]);

    // Members search whatever the setting says, unconfirmed ones too.
    const unconfirmed = await createMember(app);
    expect(await ids({ country }, unconfirmed.cookie)).toEqual([shown]);
  });

  it('narrows by gender, country, region and age, with birthdays counted to the day', async () => {
    const country = freshCountry();
    const other = freshCountry();
    const woman30 = await addProfile({ country, region: 'NH', birth: bornYearsAgo(30) }); // 30 today
    const woman29 = await addProfile({ country, region: 'NH', birth: bornYearsAgo(30, 1) }); // 30 tomorrow
    const man40 = await addProfile({ country, gender: 'male', region: 'ZH', birth: bornYearsAgo(41, 1) }); // 41 tomorrow
    const man41 = await addProfile({ country, gender: 'male', region: 'NH', birth: bornYearsAgo(41) }); // 41 today
    const elsewhere = await addProfile({ country: other, region: 'NH', birth: bornYearsAgo(35) });

    expect(await ids({ country }, searcher.cookie)).toEqual(newestFirst([woman30, woman29, man40, man41]));
    expect(await ids({ country: other }, searcher.cookie)).toEqual([elsewhere]);
    expect(await ids({ country, gender: 'female' }, searcher.cookie)).toEqual(
      newestFirst([woman30, woman29]),
    );
    expect(await ids({ country, gender: 'male' }, searcher.cookie)).toEqual(newestFirst([man40, man41]));
    expect(await ids({ country, countryregion: 'NH' }, searcher.cookie)).toEqual(
      newestFirst([woman30, woman29, man41]),
    );
    expect(await ids({ country, min_age: 30 }, searcher.cookie)).toEqual(
      newestFirst([woman30, man40, man41]),
    );
    expect(await ids({ country, max_age: 40 }, searcher.cookie)).toEqual(
      newestFirst([woman30, woman29, man40]),
    );
    expect(await ids({ country, min_age: 30, max_age: 40 }, searcher.cookie)).toEqual(
      newestFirst([woman30, man40]),
    );
    expect(
      await ids({ country, gender: 'male', countryregion: 'NH', min_age: 18, max_age: 99 }, searcher.cookie),
    ).toEqual([man41]);
    // An empty value (a cleared select) means "any".
    expect(await ids({ country, gender: '', countryregion: '', min_age: '' }, searcher.cookie)).toHaveLength(
      4,
    );

    const page = (await search({ country, min_age: 30, max_age: 40 }, searcher.cookie)).json() as Page;
    expect(page.count).toBe(2);
    expect(page.count_capped).toBe(false);
    expect(page.profiles.map((p) => [p.id, p.age])).toEqual([
      [man40, 40],
      [woman30, 30],
    ]);
    // A tile tells nothing private.
    const tile = page.profiles[0] as Record<string, unknown>;
    expect(Object.keys(tile).sort()).toEqual(
      ['age', 'country', 'fictional', 'id', 'liked', 'main_image', 'match', 'name', 'region'].sort(),
    );
  });

  it('pages through every profile exactly once while others sign up', async () => {
    const country = freshCountry();
    const existing = await addProfiles({ country }, SEARCH_PAGE_SIZE * 2 + 5);
    const seen: number[] = [];
    const newcomers: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await search({ country, ...(cursor ? { cursor } : {}) }, searcher.cookie);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as Page;
      seen.push(...page.profiles.map((p) => p.id));
      cursor = page.next_cursor;
      pages += 1;
      // New members arrive between the pages: through signup, and in bulk.
      const newcomer = await createActiveMember(app, db, { gender: 'female' });
      await sql.query('UPDATE profiles SET country = $2 WHERE id = $1', [newcomer.user.id, country]);
      newcomers.push(newcomer.user.id, ...(await addProfiles({ country }, 3)));
    } while (cursor && pages < 10);

    expect(pages).toBe(3);
    expect(seen).toEqual(newestFirst(existing));
    // A new search starts with the newcomers.
    const fresh = (await search({ country }, searcher.cookie)).json() as Page;
    expect(fresh.count).toBe(existing.length + pages * 4);
    expect(fresh.profiles.slice(0, newcomers.length).map((p) => p.id)).toEqual(newestFirst(newcomers));
  });

  it('never lists the searcher, blocked, invisible, deleted, unconfirmed, disabled or other-site members', async () => {
    const country = freshCountry();
    const me = await createActiveMember(app, db, { gender: 'male' });
    const placeIn = (id: number) =>
      sql.query('UPDATE profiles SET country = $2 WHERE id = $1', [id, country]);
    await placeIn(me.user.id);
    const visible = await createActiveMember(app, db);
    const blockedByMe = await createActiveMember(app, db);
    const blockingMe = await createActiveMember(app, db);
    const invisible = await createActiveMember(app, db);
    const deleted = await createActiveMember(app, db);
    const unconfirmed = await createMember(app);
    const disabled = await createActiveMember(app, db);
    for (const member of [visible, blockedByMe, blockingMe, invisible, deleted, unconfirmed, disabled]) {
      await placeIn(member.user.id);
    }
    await createSite(db, { ...defaultSite('other.example'), isDefault: false });
    const otherSiteId = (
      await sql.query<{ id: number }>(`SELECT id FROM sites WHERE domain = 'other.example'`)
    ).rows[0]?.id;
    const elsewhere = await addProfile({ country, siteId: otherSiteId });

    const before = await ids({ country }, me.cookie);
    expect(before).toEqual(
      newestFirst([visible, blockedByMe, blockingMe, invisible, deleted, disabled].map((m) => m.user.id)),
    );

    const block = (cookie: string, id: number) =>
      app.inject({ method: 'POST', url: '/api/block.php', payload: { profile_id: id }, headers: { cookie } });
    expect((await block(me.cookie, blockedByMe.user.id)).statusCode).toBe(200);
    expect((await block(blockingMe.cookie, me.user.id)).statusCode).toBe(200);
    await sql.query('UPDATE users SET invisible = true WHERE id = $1', [invisible.user.id]);
    await sql.query(
      `UPDATE users SET status = 'deleted', status_before_deletion = 'active', deleted_at = now() WHERE id = $1`,
      [deleted.user.id],
    );
    await sql.query(`UPDATE profiles SET status = 'disabled' WHERE id = $1`, [disabled.user.id]);

    expect(await ids({ country }, me.cookie)).toEqual([visible.user.id]);
    const page = (await search({ country }, me.cookie)).json() as Page;
    expect(page.count).toBe(1);
    // The blocked member does not see the blocker either; the other site sees only its own member.
    expect(await ids({ country }, blockedByMe.cookie)).toEqual(
      newestFirst([visible.user.id, blockingMe.user.id]),
    );
    const there = await app.inject({
      url: `/api/members.php?country=${country}`,
      headers: { cookie: me.cookie, host: 'other.example' },
    });
    expect((there.json() as Page).profiles.map((p) => p.id)).toEqual([elsewhere]);
  });

  it('marks the profiles the searcher liked, and matches', async () => {
    const country = freshCountry();
    const [liked, match, likesMe] = await addProfiles({ country }, 3);
    await sql.query(
      `INSERT INTO likes (liker_id, liked_id, source) VALUES ($1, $2, 'tile'), ($1, $3, 'tile'), ($3, $1, 'tile'),
        ($4, $1, 'tile')`,
      [searcher.user.id, liked, match, likesMe],
    );
    const tiles = ((await search({ country }, searcher.cookie)).json() as Page).profiles;
    const state = Object.fromEntries(tiles.map((tile) => [tile.id, [tile.liked, tile.match]]));
    expect(state).toEqual({
      [liked as number]: [true, false],
      [match as number]: [true, true],
      [likesMe as number]: [false, false],
    });
  });

  it('similar results relax region and age and leave out the exact ones', async () => {
    const country = freshCountry();
    const exact = await addProfile({ country, region: 'NH', birth: bornYearsAgo(31) });
    const youngerSameRegion = await addProfile({ country, region: 'NH', birth: bornYearsAgo(27) });
    const otherRegion = await addProfile({ country, region: 'ZH', birth: bornYearsAgo(32) });
    const noRegion = await addProfile({ country, region: null, birth: bornYearsAgo(30) });
    const olderOtherRegion = await addProfile({ country, region: 'ZH', birth: bornYearsAgo(38) });
    const tooYoung = await addProfile({ country, region: 'NH', birth: bornYearsAgo(24) }); // beyond the widening
    const tooOld = await addProfile({ country, region: 'NH', birth: bornYearsAgo(39) }); // beyond the widening
    await addProfile({ country, gender: 'male', region: 'ZH', birth: bornYearsAgo(32) }); // other gender

    const filters = { country, gender: 'female', countryregion: 'NH', min_age: 30, max_age: 33 };
    expect(await ids(filters, searcher.cookie)).toEqual([exact]);
    const similar = (await search({ ...filters, similar: 1 }, searcher.cookie)).json() as Page;
    expect(similar.profiles.map((p) => p.id)).toEqual(
      newestFirst([youngerSameRegion, otherRegion, noRegion, olderOtherRegion]),
    );
    expect(similar.count).toBe(4);

    // Only the region to relax; then nothing to relax at all.
    expect(
      await ids({ country, gender: 'female', countryregion: 'ZH', similar: 1 }, searcher.cookie),
    ).toEqual(newestFirst([exact, youngerSameRegion, noRegion, tooYoung, tooOld]));
    const nothing = (await search({ country, gender: 'female', similar: 1 }, searcher.cookie)).json();
    expect(nothing).toEqual({ profiles: [], next_cursor: null, count: 0, count_capped: false });
  });

  it('refuses bad input with 400 and nothing else', async () => {
    const bad: Array<Record<string, string | number>> = [
      { min_age: 40, max_age: 30 },
      { min_age: 10 },
      { max_age: 120 },
      { gender: 'x' },
      { country: 'nl' },
      { similar: 2 },
      { cursor: 'not a cursor' },
      { cursor: Buffer.from('12abc').toString('base64url') },
      { cursor: Buffer.from('0').toString('base64url') },
      { cursor: Buffer.from('-5').toString('base64url') },
      { cursor: `${Buffer.from('12').toString('base64url')}=` },
    ];
    for (const query of bad) {
      const response = await search(query, searcher.cookie);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.keys(response.json()).sort(), JSON.stringify(query)).toEqual(['error', 'fields']);
      expect(response.json().error).toBe('validation_failed');
    }
  });

  it("refuses a minimum age above the maximum on the maximum's field, by the rule the search form applies", async () => {
    const inverted = { min_age: 40, max_age: 30 };
    expect(agesInOrder(inverted)).toBe(false);
    const response = await search(inverted, searcher.cookie);
    expect(response.json()).toEqual({ error: 'validation_failed', fields: [AGE_RANGE_FIELD] });
    expect((await search({ min_age: 30, max_age: 30 }, searcher.cookie)).statusCode).toBe(200);
  });

  it('counts exactly up to the cap, then says there are more', async () => {
    const country = freshCountry();
    await addProfiles({ country, gender: 'female' }, SEARCH_COUNT_CAP);
    await addProfiles({ country, gender: 'male' }, 1);
    const all = (await search({ country }, searcher.cookie)).json() as Page;
    expect([all.count, all.count_capped]).toEqual([SEARCH_COUNT_CAP, true]);
    expect(all.profiles).toHaveLength(SEARCH_PAGE_SIZE);
    const women = (await search({ country, gender: 'female' }, searcher.cookie)).json() as Page;
    expect([women.count, women.count_capped]).toEqual([SEARCH_COUNT_CAP, false]);
  });

  it('slows down a member who searches far more than a person scrolls', async () => {
    const member = await createActiveMember(app, db);
    await sql.query(`INSERT INTO rate_limits (key, hits, window_ends) VALUES ($1, 300, $2)`, [
      `search:member:${member.user.id}`,
      new Date(clock().getTime() + 60_000),
    ]);
    const refused = await search({}, member.cookie);
    expect(refused.json()).toEqual({ error: 'rate_limited', retry_after: 60 });
    expect(refused.headers['retry-after']).toBe('60');
    expect((await search({}, searcher.cookie)).statusCode).toBe(200);
  });

  it('signup matches show the newest wanted members with a photo in the own country', async () => {
    const man = await createMember(app, { gender: 'male', sexuality: 'hetero' });
    await sql.query(`UPDATE profiles SET country = 'QZ' WHERE id = $1`, [man.user.id]);
    const women = await addProfiles({ country: 'QZ' }, SIGNUP_MATCHES_SHOWN + 2);
    const [withoutPhoto, inspected] = women.slice(-2) as [number, number];
    await addProfiles({ country: 'QZ', gender: 'male' }, 2);
    await sql.query(
      `WITH ph AS (
         INSERT INTO photos (user_id, file_key, folder, status, width, height)
         SELECT p.id, 'key' || p.id, 'demo', CASE WHEN p.id = $2 THEN 'inspection' ELSE 'active' END, 600, 600
         FROM profiles p WHERE p.country = 'QZ' AND p.id <> $1 AND p.id <> $3 RETURNING id, user_id)
       UPDATE profiles p SET main_photo_id = ph.id FROM ph WHERE p.id = ph.user_id`,
      [withoutPhoto, inspected, man.user.id],
    );
    const response = await app.inject({ url: '/api/signup-matches.php', headers: { cookie: man.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { count: number; profiles: Tile[] };
    expect(body.count).toBe(SIGNUP_MATCHES_SHOWN + 2);
    expect(body.profiles.map((p) => p.id)).toEqual(newestFirst(women.slice(0, SIGNUP_MATCHES_SHOWN)));
  });
});
