import type { Gender } from '@community/contract';
import type pg from 'pg';
import { bookCredits } from '../../modules/credits/index.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { type Sql, withTransaction } from '../../platform/sql.ts';
import { mainLanguage } from './countries.ts';
import { type DemoProfile, generateProfile, type PreparedSite } from './generator.ts';
import { DEMO_PHOTO_SIZE } from './photo-pool.ts';
import { photoPoolKey } from './photo-pool-keys.ts';

/** One password for the three demo logins; it passes the password rules and is not on the common list. */
export const DEMO_PASSWORD = 'welkom-demo-2026';

export type DemoLogin = { email: string; name: string; role: 'member' | 'moderator' };

type LoginSpec = DemoLogin & { gender: Gender; photos: Array<{ number: number; private: boolean }> };

/** Fixed, documented addresses (README, decision 0012); example.com never receives mail. */
const LOGINS: readonly LoginSpec[] = [
  {
    email: 'demo.sanne@example.com',
    name: 'Sanne',
    role: 'member',
    gender: 'female',
    photos: [
      { number: 8, private: false },
      { number: 21, private: true },
    ],
  },
  {
    email: 'demo.daan@example.com',
    name: 'Daan',
    role: 'member',
    gender: 'male',
    photos: [{ number: 5, private: false }],
  },
  // The moderator reviews photos; invisible, so it never shows up in lists of members.
  { email: 'moderator@example.com', name: 'Moderator', role: 'moderator', gender: 'female', photos: [] },
];

export const DEMO_LOGINS: readonly DemoLogin[] = LOGINS.map(({ email, name, role }) => ({
  email,
  name,
  role,
}));

async function insertLogin(
  sql: Sql,
  siteId: number,
  spec: LoginSpec,
  profile: DemoProfile,
  passwordHash: string,
  now: Date,
): Promise<number | undefined> {
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO users (site_id, email, email_normalized, password_hash, status, role, invisible, language,
       date_of_birth, signup_date, confirmed_at, updated_at)
     VALUES ($1, $2, $2, $3, 'active', $4, $5, $6, $7, $8, $8, $8)
     ON CONFLICT (site_id, email_normalized) WHERE email_normalized IS NOT NULL DO NOTHING
     RETURNING id::int AS id`,
    [
      siteId,
      spec.email,
      passwordHash,
      spec.role,
      spec.role === 'moderator',
      profile.language,
      profile.dateOfBirth,
      now,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) return undefined;
  const photoIds: number[] = [];
  for (const photo of spec.photos) {
    const inserted = await sql.query<{ id: number }>(
      `INSERT INTO photos (user_id, file_key, folder, status, private, width, height, created_at, reviewed_at,
         decision_announced_at)
       VALUES ($1, $2, 'demo', 'active', $3, $4, $4, $5, $5, $5) RETURNING id::int AS id`,
      [id, photoPoolKey(spec.gender, photo.number), photo.private, DEMO_PHOTO_SIZE, now],
    );
    photoIds.push((inserted.rows[0] as { id: number }).id);
  }
  await sql.query(
    `INSERT INTO profiles (id, site_id, name, gender, sexuality, country, region, place, lat, lon, hair_color,
       body_type, eye_color, relationship_status, reason, interests, description, main_photo_id, status,
       created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'hetero', $5, $6, $7, $8, $9, $10, $11, $12, 'single', $13, $14, $15, $16, 'active',
       $17, $17)`,
    [
      id,
      siteId,
      spec.name,
      spec.gender,
      profile.country,
      profile.region,
      profile.place,
      profile.lat,
      profile.lon,
      profile.hairColor,
      profile.bodyType,
      profile.eyeColor,
      profile.reason,
      profile.interests,
      profile.description,
      photoIds[0] ?? null,
      now,
    ],
  );
  return id;
}

/**
 * Creates the demo logins on the site if they are missing: two ordinary members in the site's first country
 * (with photos and the signup credits) and a moderator. Real accounts with a real argon2 hash.
 */
export async function ensureDemoLogins(
  pool: pg.Pool,
  site: { id: number; countries: readonly string[]; signupCredits: number },
  prepared: PreparedSite,
  now: Date,
): Promise<DemoLogin[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const country = site.countries[0] ?? 'NL';
  const created: DemoLogin[] = [];
  for (const [index, spec] of LOGINS.entries()) {
    // Seed -1 is never a demo run's seed, so the logins' attributes are their own.
    const profile = generateProfile(prepared, -1, index, now, {
      gender: spec.gender,
      country,
      language: mainLanguage(country),
    });
    await withTransaction(pool, async (sql) => {
      const id = await insertLogin(sql, site.id, spec, profile, passwordHash, now);
      if (id === undefined) return;
      if (spec.role === 'member' && site.signupCredits > 0) {
        await bookCredits(sql, {
          userId: id,
          amount: site.signupCredits,
          reason: 'signup',
          reference: 'signup',
          now,
        });
      }
      created.push({ email: spec.email, name: spec.name, role: spec.role });
    });
  }
  return created;
}
