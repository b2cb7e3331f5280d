import { LANDER_PROFILES_MAX } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/platform/limits.ts';
import { createTestApp, testClock } from '../support/test-app.ts';
import { addProfile, freshSite, getLander, type LanderAnswer } from './lander-support.ts';

// Noon UTC: the age boundaries below cannot move while the file runs.
const clock = testClock(new Date(Date.UTC(2026, 5, 15, 12)));

describe('GET /api/lander.php', async () => {
  const { app, db } = await createTestApp({}, { clock });
  const sql = db.$client;
  const answer = async (host: string, query: string) => {
    const response = await getLander(app, host, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as LanderAnswer;
  };

  it('refuses an unknown lander or a malformed slug with a translated error code, and answers nothing else', async () => {
    const site = await freshSite(db);
    for (const query of ['lander=nope', 'lander=gallery&slug=Bad_Slug', 'lander=gallery&extra=1', '']) {
      const response = await getLander(app, site.host, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBe('validation_failed');
    }
  });

  it('answers the default for no slug and for an unknown one (never a 404): the site niche, no copy of its own', async () => {
    const site = await freshSite(db);
    const woman = await addProfile(db, site.id, { gender: 'female' });
    const man = await addProfile(db, site.id, { gender: 'male' });
    for (const query of ['lander=gallery', 'lander=gallery&slug=no-such-variant']) {
      const body = await answer(site.host, query);
      expect(body.lander).toBe('gallery');
      expect(body.variant).toEqual({
        slug: null,
        audience: 'everyone',
        niche: 'general',
        headline: null,
        subline: null,
        call_to_action: null,
      });
      expect(body.profiles.map((p) => p.id).sort()).toEqual([woman, man].sort());
      expect(body.regions).toEqual([]);
    }
  });

  it('shows only listed members of its own site: not invisible, disabled, unconfirmed or another site’s', async () => {
    const site = await freshSite(db);
    const other = await freshSite(db);
    const listed = await addProfile(db, site.id);
    await addProfile(db, site.id, { invisible: true });
    const disabled = await addProfile(db, site.id);
    await sql.query(`UPDATE profiles SET status = 'disabled' WHERE id = $1`, [disabled]);
    const unconfirmed = await addProfile(db, site.id);
    await sql.query(`UPDATE users SET status = 'not_confirmed' WHERE id = $1`, [unconfirmed]);
    await addProfile(db, other.id);
    const body = await answer(site.host, 'lander=collagelanding');
    expect(body.profiles.map((p) => p.id)).toEqual([listed]);
  });

  it('shows a main photo only when approved and public, flags fictional profiles, and puts photos first', async () => {
    const site = await freshSite(db);
    const withPhoto = await addProfile(db, site.id, { photo: { status: 'active' }, fictional: true });
    const inspected = await addProfile(db, site.id, { photo: { status: 'inspection' } });
    const privatePhoto = await addProfile(db, site.id, { photo: { status: 'active', private: true } });
    const without = await addProfile(db, site.id, { photo: null });
    const body = await answer(site.host, 'lander=iconslanding');
    const byId = new Map(body.profiles.map((p) => [p.id, p]));
    expect(body.profiles[0]?.id).toBe(withPhoto);
    expect(byId.get(withPhoto)?.main_image?.filename).toMatch(/\.webp$/);
    expect(byId.get(withPhoto)?.fictional).toBe(true);
    for (const id of [inspected, privatePhoto, without]) {
      expect(byId.get(id)?.main_image, String(id)).toBeNull();
      expect(byId.get(id)?.fictional).toBe(false);
    }
    // Nothing of a profile beyond the tile leaves: no e-mail, birth date or position.
    expect(Object.keys(body.profiles[0] ?? {}).sort()).toEqual(
      ['age', 'country', 'fictional', 'id', 'main_image', 'name', 'region'].sort(),
    );
  });

  it('shows each niche its own members (decision 0061)', async () => {
    const people = {
      woman36: { gender: 'female', birth: '1990-01-01' },
      woman30: { gender: 'female', birth: '1996-01-01' },
      woman56: { gender: 'female', birth: '1970-01-01' },
      woman66: { gender: 'female', birth: '1960-01-01' },
      curvy: { gender: 'female', birth: '1996-01-01', bodyType: 'curvy' },
      fullFigured: { gender: 'female', birth: '1996-01-01', bodyType: 'full_figured' },
      heteroMan: { gender: 'male', sexuality: 'hetero' },
      gayMan: { gender: 'male', sexuality: 'gay' },
      biMan: { gender: 'male', sexuality: 'bi' },
    } as const;
    const expected: Record<number, (keyof typeof people)[]> = {
      2: ['woman36', 'woman30', 'woman56', 'woman66', 'curvy', 'fullFigured'],
      3: Object.keys(people) as (keyof typeof people)[],
      4: ['curvy', 'fullFigured'],
      5: ['woman66'],
      6: ['woman36'],
      7: ['gayMan', 'biMan'],
    };
    const names = ['general', 'she', 'bdsm', 'bbw', 'gilf', 'milf', 'gay'];
    for (const [niche, wanted] of Object.entries(expected)) {
      const site = await freshSite(db, Number(niche));
      const ids = new Map<number, string>();
      for (const [name, fake] of Object.entries(people)) ids.set(await addProfile(db, site.id, fake), name);
      const body = await answer(site.host, 'lander=gallery');
      expect(body.variant.niche).toBe(names[Number(niche) - 1]);
      expect(body.profiles.map((p) => ids.get(p.id)).sort(), `niche ${niche}`).toEqual([...wanted].sort());
    }
  });

  it('lets a slug pick a variant: its own site’s before every site’s, copy in the asked language or none', async () => {
    const site = await freshSite(db, 1);
    const woman = await addProfile(db, site.id, { gender: 'female' });
    await addProfile(db, site.id, { gender: 'male' });
    await sql.query(
      `INSERT INTO lander_variants (site_id, lander, slug, audience, headline, call_to_action) VALUES
         (NULL, 'collagelanding', 'spring', NULL, '{"nl": "Voor iedereen", "en": "For everyone"}', '{}'),
         ($1, 'collagelanding', 'spring', 'women', '{"nl": "Lente!", "en": "Spring!"}', '{"nl": "Doe mee"}'),
         (NULL, 'collagelanding', 'everywhere', NULL, '{"nl": "Overal"}', '{}')`,
      [site.id],
    );
    const dutch = await answer(site.host, 'lander=collagelanding&slug=spring&locale=nl');
    expect(dutch.variant).toEqual({
      slug: 'spring',
      audience: 'women',
      niche: 'general',
      headline: 'Lente!',
      subline: null,
      call_to_action: 'Doe mee',
    });
    expect(dutch.profiles.map((p) => p.id)).toEqual([woman]);
    const english = await answer(site.host, 'lander=collagelanding&slug=spring&locale=en');
    expect([english.variant.headline, english.variant.call_to_action]).toEqual(['Spring!', null]);
    // The locale cookie when no locale is asked for.
    const cookie = await app.inject({
      method: 'GET',
      url: '/api/lander.php?lander=collagelanding&slug=spring',
      headers: { host: site.host, cookie: 'locale=en' },
      remoteAddress: '10.78.0.1',
    });
    expect(cookie.json().variant.headline).toBe('Spring!');
    const shared = await answer(site.host, 'lander=collagelanding&slug=everywhere&locale=nl');
    expect([shared.variant.slug, shared.variant.headline]).toEqual(['everywhere', 'Overal']);
    // Another lander's slug is not this lander's variant.
    expect((await answer(site.host, 'lander=gallery&slug=spring')).variant.slug).toBeNull();
  });

  it('gives a variant its own niche', async () => {
    const site = await freshSite(db, 1);
    await addProfile(db, site.id, { gender: 'female', birth: '1996-01-01' });
    const older = await addProfile(db, site.id, { gender: 'female', birth: '1960-01-01' });
    await sql.query(
      `INSERT INTO lander_variants (site_id, lander, slug, niche) VALUES ($1, 'gallery', 'mature', 5)`,
      [site.id],
    );
    const body = await answer(site.host, 'lander=gallery&slug=mature');
    expect([body.variant.niche, body.variant.audience]).toEqual(['gilf', 'women']);
    expect(body.profiles.map((p) => p.id)).toEqual([older]);
  });

  it(`answers at most ${LANDER_PROFILES_MAX} profiles and the audience rounded down to a hundred`, async () => {
    const site = await freshSite(db, 2);
    await sql.query(
      `WITH u AS (
         INSERT INTO users (site_id, email, email_normalized, status, language, date_of_birth, confirmed_at)
         SELECT $1::int, 'many-' || $1::text || '-' || g || '@example.nl',
           'many-' || $1::text || '-' || g || '@example.nl', 'active', 'nl', '1990-01-01', now()
         FROM generate_series(1, 230) g RETURNING id)
       INSERT INTO profiles (id, site_id, name, gender, sexuality, country, status)
       SELECT id, $1::int, 'Lid', CASE WHEN id % 10 = 0 THEN 'male' ELSE 'female' END, 'hetero', 'NL', 'active' FROM u`,
      [site.id],
    );
    const { rows } = await sql.query<{ women: number }>(
      `SELECT count(*)::int AS women FROM profiles WHERE site_id = $1 AND gender = 'female'`,
      [site.id],
    );
    const body = await answer(site.host, 'lander=gallery');
    expect(body.profiles).toHaveLength(LANDER_PROFILES_MAX);
    expect(body.member_count).toBe(Math.floor((rows[0]?.women ?? 0) / 100) * 100);
  });

  it('counts members per region for the map lander only, never a finer place', async () => {
    const site = await freshSite(db, 1);
    await addProfile(db, site.id, { region: 'NH' });
    await addProfile(db, site.id, { region: 'NH' });
    await addProfile(db, site.id, { region: 'UT' });
    await addProfile(db, site.id, { region: null });
    const map = await answer(site.host, 'lander=maplanding');
    expect(map.regions).toEqual([
      { country: 'NL', region: 'NH', count: 2 },
      { country: 'NL', region: 'UT', count: 1 },
    ]);
    expect((await answer(site.host, 'lander=gallery')).regions).toEqual([]);
  });

  it('slows down one address asking too often (429 rate_limited), another address still gets answers', async () => {
    const site = await freshSite(db);
    const ip = '10.79.0.1';
    for (let i = 0; i < LIMITS.landerReadsPerIp.max; i++) {
      const response = await getLander(app, site.host, 'lander=gallery', ip);
      expect(response.statusCode).toBe(200);
    }
    const refused = await getLander(app, site.host, 'lander=gallery', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('rate_limited');
    expect((await getLander(app, site.host, 'lander=gallery', '10.79.0.2')).statusCode).toBe(200);
  });
});
