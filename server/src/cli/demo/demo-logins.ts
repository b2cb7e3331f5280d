import type { AccountRole, Gender } from '@community/contract';
import type pg from 'pg';
import { typed } from '../../db/typed.ts';
import { bookCredits } from '../../modules/credits/index.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { type Sql, withTransaction } from '../../platform/sql.ts';
import { mainLanguage } from './countries.ts';
import { type DemoProfile, generateProfile, type PreparedSite } from './generator.ts';
import { DEMO_PHOTO_SIZE } from './photo-pool.ts';
import { photoPoolKey } from './photo-pool-keys.ts';

/** One password for the demo logins; it passes the password rules and is not on the common list. */
export const DEMO_PASSWORD = 'welkom-demo-2026';

export type DemoLogin = { email: string; name: string; role: AccountRole };

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
  // Staff, for the back office at /admin (they enrol an authenticator at their first visit); invisible, so they
  // never show up in lists of members.
  { email: 'moderator@example.com', name: 'Moderator', role: 'moderator', gender: 'female', photos: [] },
  {
    email: 'administrator@example.com',
    name: 'Beheerder',
    role: 'administrator',
    gender: 'male',
    photos: [],
  },
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
  const db = typed(sql);
  const user = await db
    .insertInto('users')
    .values({
      site_id: siteId,
      email: spec.email,
      email_normalized: spec.email,
      password_hash: passwordHash,
      status: 'active',
      role: spec.role,
      invisible: spec.role !== 'member',
      language: profile.language,
      date_of_birth: profile.dateOfBirth,
      signup_date: now,
      confirmed_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['site_id', 'email_normalized']).where('email_normalized', 'is not', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!user) return undefined;
  const { id } = user;
  const photoIds: number[] = [];
  for (const photo of spec.photos) {
    const inserted = await db
      .insertInto('photos')
      .values({
        user_id: id,
        file_key: photoPoolKey(spec.gender, photo.number),
        folder: 'demo',
        status: 'active',
        private: photo.private,
        width: DEMO_PHOTO_SIZE,
        height: DEMO_PHOTO_SIZE,
        created_at: now,
        reviewed_at: now,
        decision_announced_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    photoIds.push(inserted.id);
  }
  await db
    .insertInto('profiles')
    .values({
      id,
      site_id: siteId,
      name: spec.name,
      gender: spec.gender,
      sexuality: 'hetero',
      country: profile.country,
      region: profile.region,
      place: profile.place,
      lat: profile.lat,
      lon: profile.lon,
      hair_color: profile.hairColor,
      body_type: profile.bodyType,
      eye_color: profile.eyeColor,
      relationship_status: 'single',
      reason: profile.reason,
      interests: profile.interests,
      description: profile.description,
      main_photo_id: photoIds[0] ?? null,
      status: 'active',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/**
 * Creates the demo logins on the site if they are missing: two ordinary members in the site's first country
 * (with photos and the signup credits), a moderator and an administrator. Real accounts with a real argon2 hash.
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
