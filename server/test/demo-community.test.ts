import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ageOn, GENDERS, LANGUAGES, passwordError, SEXUALITIES } from '@community/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/cli/demo/demo-logins.ts';
import { seedDemoOnFirstStart } from '../src/cli/demo/first-start.ts';
import { generateProfile, prepareSite } from '../src/cli/demo/generator.ts';
import { DEMO_LANGUAGES } from '../src/cli/demo/languages/index.ts';
import { areasByCountry } from '../src/cli/demo/places.ts';
import { seedDemoCommunity } from '../src/cli/demo/seed-demo.ts';
import { isCommonPassword } from '../src/modules/accounts/common-passwords.ts';
import { buildRegions } from '../src/modules/geo/regions.ts';
import { localPhotoStorage } from '../src/platform/photo-storage.ts';
import { login, sessionCookie } from './support/members.ts';
import { createTestApp, createTestDatabase } from './support/test-app.ts';

const SEED = 7;
const PROFILES = 400;
const seedCli = path.join(import.meta.dirname, '../src/cli/seed.ts');

type DemoRow = {
  id: number;
  email: string;
  language: string;
  dob: string;
  name: string;
  gender: string;
  sexuality: string;
  country: string;
  region: string | null;
  description: string | null;
  fictional: boolean;
  main_photo_id: number | null;
};

/** The RIFF chunks of a WebP file: VP8/VP8L/VP8X/ALPH are image data, EXIF/XMP /ICCP would be metadata. */
function webpChunks(file: string): string[] {
  const data = fs.readFileSync(file);
  expect(data.toString('latin1', 0, 4)).toBe('RIFF');
  expect(data.toString('latin1', 8, 12)).toBe('WEBP');
  const chunks: string[] = [];
  for (let offset = 12; offset + 8 <= data.length; ) {
    const size = data.readUInt32LE(offset + 4);
    chunks.push(data.toString('latin1', offset, offset + 4));
    offset += 8 + size + (size % 2);
  }
  return chunks;
}

const introLanguages = (description: string) =>
  LANGUAGES.filter((language) =>
    [...DEMO_LANGUAGES[language].intros.female, ...DEMO_LANGUAGES[language].intros.male].some((intro) =>
      description.startsWith(intro),
    ),
  );

describe('the demo community', async () => {
  const { app, db, config } = await createTestApp();
  const now = new Date();
  const first = await seedDemoCommunity(db.$client, {
    photoStorage: localPhotoStorage(config.dataDir),
    profiles: PROFILES,
    seed: SEED,
    now,
  });
  const { rows } = await db.$client.query<DemoRow>(
    `SELECT p.id::int AS id, u.email, u.language, u.date_of_birth::text AS dob, p.name, p.gender, p.sexuality,
       p.country, p.region, p.description, p.fictional, p.main_photo_id::int AS main_photo_id
     FROM users u JOIN profiles p ON p.id = u.id WHERE u.email LIKE $1 ORDER BY p.id`,
    [`demo-${SEED}-%@demo.invalid`],
  );
  const site = (
    await db.$client.query<{ countries: string[] }>('SELECT countries FROM sites WHERE is_default')
  ).rows[0] as { countries: string[] };

  it('adds the asked number of active, confirmed members nobody can log in as', async () => {
    expect(first.inserted).toBe(PROFILES);
    expect(rows).toHaveLength(PROFILES);
    const { rows: accounts } = await db.$client.query(
      `SELECT count(*)::int AS n FROM users u JOIN profiles p ON p.id = u.id
       WHERE u.email LIKE $1 AND u.status = 'active' AND p.status = 'active'
         AND u.confirmed_at IS NOT NULL AND u.password_hash IS NULL`,
      [`demo-${SEED}-%@demo.invalid`],
    );
    expect(accounts[0].n).toBe(PROFILES);
    expect((await login(app, rows[0]?.email as string, DEMO_PASSWORD)).statusCode).toBe(401);
  });

  it('is deterministic: the same seed gives the same members, another seed other ones', () => {
    const prepared = prepareSite({ countries: site.countries, areas: areasByCountry(site.countries) });
    const summary = (seed: number) =>
      Array.from({ length: 40 }, (_, index) => {
        const profile = generateProfile(prepared, seed, index, now);
        return `${profile.name}|${profile.country}|${profile.region}|${ageOn(profile.dateOfBirth, now)}`;
      });
    expect(summary(SEED)).toEqual(summary(SEED));
    expect(summary(SEED)).toEqual(
      rows.slice(0, 40).map((r) => `${r.name}|${r.country}|${r.region}|${ageOn(r.dob, now)}`),
    );
    const other = summary(SEED + 1);
    expect(other.filter((line, i) => line === summary(SEED)[i]).length).toBeLessThan(5);
  });

  it('adds nothing when the same seed runs again, and more members for a new seed', async () => {
    const again = await seedDemoCommunity(db.$client, {
      photoStorage: localPhotoStorage(config.dataDir),
      profiles: PROFILES,
      seed: SEED,
      now,
    });
    expect(again.inserted).toBe(0);
    expect(again.logins).toEqual([]);
    const other = await seedDemoCommunity(db.$client, {
      photoStorage: localPhotoStorage(config.dataDir),
      profiles: 30,
      seed: SEED + 1,
    });
    expect(other.inserted).toBe(30);
  });

  it("spreads members over the site's countries and regions, ages 18–75, both genders and every sexuality", () => {
    const regions = buildRegions().regions;
    for (const row of rows) {
      expect(site.countries).toContain(row.country);
      expect(regions[row.country]?.regions.map((r) => r.code)).toContain(row.region);
      const age = ageOn(row.dob, now) as number;
      expect(age).toBeGreaterThanOrEqual(18);
      expect(age).toBeLessThanOrEqual(75);
    }
    expect(new Set(rows.map((r) => r.country))).toEqual(new Set(site.countries));
    expect(new Set(rows.map((r) => r.gender))).toEqual(new Set(GENDERS));
    expect(new Set(rows.map((r) => r.sexuality))).toEqual(new Set(SEXUALITIES));
    expect(rows.filter((r) => r.sexuality === 'hetero').length / rows.length).toBeGreaterThan(0.7);
    const fictional = rows.filter((r) => r.fictional).length / rows.length;
    expect(fictional).toBeGreaterThan(0.1);
    expect(fictional).toBeLessThan(0.2);
  });

  it("writes descriptions in the member's language: Dutch in the Netherlands, Dutch or French in Belgium", () => {
    const described = rows.filter((r) => r.description !== null);
    expect(described.length).toBeGreaterThan(rows.length * 0.9);
    for (const row of described) expect(introLanguages(row.description as string)).toEqual([row.language]);
    expect(new Set(rows.filter((r) => r.country === 'NL').map((r) => r.language))).toEqual(new Set(['nl']));
    const belgian = new Set(rows.filter((r) => r.country === 'BE').map((r) => r.language));
    expect(belgian.has('nl') && belgian.has('fr')).toBe(true);
    const dutch = described.find((r) => r.language === 'nl') as DemoRow;
    const intros = DEMO_LANGUAGES.nl.intros[dutch.gender as 'female' | 'male'];
    expect(intros.some((intro) => dutch.description?.startsWith(intro))).toBe(true);
  });

  it('covers all 11 languages with names and descriptions of their own', () => {
    const countries = ['NL', 'DE', 'FR', 'IT', 'ES', 'GB', 'PL', 'DK', 'SE', 'NO', 'FI'];
    const prepared = prepareSite({ countries, areas: areasByCountry(countries) });
    const profiles = Array.from({ length: 1500 }, (_, index) => generateProfile(prepared, 3, index, now));
    expect(new Set(profiles.map((p) => p.language))).toEqual(new Set(LANGUAGES));
    for (const profile of profiles) {
      expect(DEMO_LANGUAGES[profile.language].names[profile.gender]).toContain(
        profile.name.replace(/\d+$/, ''),
      );
      if (profile.description) expect(introLanguages(profile.description)).toEqual([profile.language]);
    }
  });

  it('gives most members a photo from the shared pool, some extra and private ones; the files are WebP without metadata', async () => {
    const { rows: photos } = await db.$client.query<{
      user_id: number;
      id: number;
      file_key: string;
      private: boolean;
      main: boolean;
    }>(
      `SELECT ph.user_id::int, ph.id::int, ph.file_key, ph.private, ph.id = p.main_photo_id AS main
       FROM photos ph JOIN profiles p ON p.id = ph.user_id JOIN users u ON u.id = p.id
       WHERE u.email LIKE $1 AND ph.folder = 'demo' AND ph.status = 'active'`,
      [`demo-${SEED}-%`],
    );
    const withPhoto = new Set(photos.map((p) => p.user_id));
    const without = rows.filter((r) => r.main_photo_id === null).length / rows.length;
    expect(without).toBeGreaterThan(0.05);
    expect(without).toBeLessThan(0.16);
    expect(rows.filter((r) => r.main_photo_id !== null).every((r) => withPhoto.has(r.id))).toBe(true);
    expect(photos.filter((p) => p.main).every((p) => !p.private)).toBe(true);
    expect(photos.some((p) => p.private)).toBe(true);
    expect(photos.length).toBeGreaterThan(withPhoto.size);

    for (const key of new Set(photos.map((p) => p.file_key))) {
      for (const [suffix, size] of [
        ['', 600],
        ['-thumb', 300],
      ] as const) {
        const file = path.join(config.dataDir, 'uploads', 'demo', `${key}${suffix}.webp`);
        expect(webpChunks(file).filter((chunk) => ['EXIF', 'XMP ', 'ICCP'].includes(chunk))).toEqual([]);
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', size, size]);
        expect([meta.exif, meta.xmp, meta.icc]).toEqual([undefined, undefined, undefined]);
      }
    }
  });

  it('creates demo logins that work with the documented password; one a moderator, one an administrator', async () => {
    expect(passwordError(DEMO_PASSWORD)).toBeUndefined();
    expect(isCommonPassword(DEMO_PASSWORD)).toBe(false);
    expect(first.logins.map((l) => l.email)).toEqual(DEMO_LOGINS.map((l) => l.email));
    for (const demo of DEMO_LOGINS) {
      const response = await login(app, demo.email, DEMO_PASSWORD, '10.9.0.1');
      expect(response.statusCode, demo.email).toBe(200);
      const { user } = response.json();
      expect(user.status).toBe('active');
      expect(user.moderator).toBe(demo.role !== 'member');
      if (demo.role === 'member') {
        expect(user.profile.country).toBe(site.countries[0]);
        expect(user.profile.main_image).not.toBeNull();
      }
      // Their photos came with the demo, not from a moderator: nothing to announce at the first login.
      const decisions = await app.inject({
        url: '/api/photo-decisions.php',
        headers: { cookie: sessionCookie(response) },
      });
      expect(decisions.json(), demo.email).toEqual({ decisions: [] });
    }
    const { rows: roles } = await db.$client.query(
      'SELECT email, role FROM users WHERE email = ANY($1) ORDER BY email',
      [DEMO_LOGINS.map((l) => l.email)],
    );
    expect(roles.filter((r) => r.role !== 'member')).toEqual([
      { email: 'administrator@example.com', role: 'administrator' },
      { email: 'moderator@example.com', role: 'moderator' },
    ]);
  });

  it('gives the demo members likes from fictional profiles: some new, one a match', async () => {
    for (const email of ['demo.sanne@example.com', 'demo.daan@example.com']) {
      const cookie = sessionCookie(await login(app, email, DEMO_PASSWORD, '10.9.0.3'));
      const likes = (await app.inject({ url: '/api/likes.php', headers: { cookie } })).json();
      expect(likes.liked_by.length, email).toBeGreaterThanOrEqual(3);
      expect(likes.liked_by.filter((like: { like_new: boolean }) => like.like_new)).toHaveLength(2);
      expect(likes.profiles.filter((p: { match: boolean }) => p.match)).toHaveLength(1);
      expect(likes.profiles.every((p: { fictional: boolean }) => p.fictional)).toBe(true);
    }
    // Running the seed again adds no more.
    const { rows: before } = await db.$client.query('SELECT count(*)::int AS n FROM likes');
    await seedDemoCommunity(db.$client, {
      photoStorage: localPhotoStorage(config.dataDir),
      profiles: 10,
      seed: SEED,
      now,
    });
    expect((await db.$client.query('SELECT count(*)::int AS n FROM likes')).rows).toEqual(before);
  });

  it("never shows a demo member's address in another member's view of the profile", async () => {
    const cookie = sessionCookie(await login(app, 'demo.daan@example.com', DEMO_PASSWORD, '10.9.0.2'));
    const answers = await Promise.all(
      rows
        .slice(0, 20)
        .map((row) => app.inject({ url: `/api/member.php?id=${row.id}`, headers: { cookie } })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    for (const answer of answers) {
      expect(answer.body).not.toContain('@demo.invalid');
      expect(answer.body).not.toContain('example.com');
    }
    // The shared pool picture is what another member is served as the profile's main image.
    const shown = answers.map((answer) => answer.json().profile?.main_image).find(Boolean);
    expect(shown).toBeDefined();
    const picture = await app.inject({ url: shown.match, headers: { cookie } });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });
});

describe('the first start', async () => {
  const { db } = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-first-start-'));

  // Seeding spends seconds of CPU (password hashes, photos): bounds generous enough for 2 busy cores.
  it('seeds an empty database once and prints the logins; later starts add nothing', {
    timeout: 120_000,
  }, async () => {
    const seeded = await seedDemoOnFirstStart(db.$client, {
      photoStorage: localPhotoStorage(dataDir),
      profiles: 40,
    });
    expect(seeded?.inserted).toBe(40);
    expect(seeded?.logins).toHaveLength(4);
    expect(
      await seedDemoOnFirstStart(db.$client, { photoStorage: localPhotoStorage(dataDir), profiles: 40 }),
    ).toBeUndefined();
    const { rows } = await db.$client.query('SELECT count(*)::int AS n FROM users');
    expect(rows[0].n).toBe(44);
  });

  it('npm run seed adds to the database of DATABASE_URL and refuses a data folder a server holds', {
    timeout: 180_000,
  }, async () => {
    const { url } = await createTestDatabase();
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', seedCli, '--profiles', '25', '--seed', '3'], {
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
        encoding: 'utf8',
      });
    const seeded = run({ DATABASE_URL: url });
    expect(seeded.status, seeded.stderr).toBe(0);
    expect(seeded.stdout).toMatch(/25 profiles inserted on localhost in [\d.]+ s/);
    expect(seeded.stdout).toContain(`password for all: ${DEMO_PASSWORD}`);

    // A live process (this test) holds the data folder's lock, as a running server would.
    fs.writeFileSync(path.join(dataDir, 'server.pid'), String(process.pid));
    const locked = run({ DATABASE_URL: '' });
    expect(locked.status).toBe(1);
    expect(locked.stderr).toContain('Another server');
  });
});
