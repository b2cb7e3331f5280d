import type { Sql } from '../../platform/sql.ts';
import type { DemoProfile } from './generator.ts';
import { DEMO_PHOTO_SIZE } from './photo-pool.ts';

/**
 * One statement per batch: users, then their photos, then the profiles pointing at the main photo, all from
 * arrays (unnest), so 10,000 members cost one round trip. An address that already has an account is skipped
 * (ON CONFLICT), which makes a second run with the same seed add nothing. Answers the profiles inserted.
 */
const INSERT_BATCH = `
WITH input AS (
  SELECT * FROM unnest(
    $2::text[], $3::text[], $4::date[], $5::timestamptz[], $6::timestamptz[], $7::text[], $8::text[], $9::text[],
    $10::text[], $11::text[], $12::text[], $13::float8[], $14::float8[], $15::text[], $16::text[], $17::text[],
    $18::text[], $19::text[], $20::text[], $21::text[], $22::bool[], $23::text[]
  ) WITH ORDINALITY AS t(email, language, date_of_birth, signup_date, confirmed_at, name, gender, sexuality,
    country, region, place, lat, lon, hair_color, body_type, eye_color, relationship_status, reason, interests,
    description, fictional, main_key, ord)
),
new_users AS (
  INSERT INTO users (site_id, email, email_normalized, password_hash, status, language, date_of_birth,
    signup_date, confirmed_at, updated_at)
  SELECT $1, email, email, NULL, 'active', language, date_of_birth, signup_date, confirmed_at, confirmed_at
  FROM input
  ON CONFLICT (site_id, email_normalized) WHERE email_normalized IS NOT NULL DO NOTHING
  RETURNING id, email_normalized
),
owners AS (
  SELECT u.id, i.* FROM new_users u JOIN input i ON i.email = u.email_normalized
),
new_photos AS (
  INSERT INTO photos (user_id, file_key, folder, status, private, width, height, created_at, reviewed_at,
    decision_announced_at)
  SELECT o.id, p.file_key, 'demo', 'active', p.private, ${DEMO_PHOTO_SIZE}, ${DEMO_PHOTO_SIZE}, o.confirmed_at,
    o.confirmed_at, o.confirmed_at
  FROM unnest($24::int[], $25::text[], $26::bool[]) AS p(owner, file_key, private)
  JOIN owners o ON o.ord = p.owner
  RETURNING id, user_id, file_key
),
new_profiles AS (
  INSERT INTO profiles (id, site_id, name, gender, sexuality, country, region, place, lat, lon, hair_color,
    body_type, eye_color, relationship_status, reason, interests, description, fictional, main_photo_id, status,
    created_at, updated_at)
  SELECT o.id, $1, o.name, o.gender, o.sexuality, o.country, o.region, o.place, o.lat, o.lon, o.hair_color,
    o.body_type, o.eye_color, o.relationship_status, o.reason, string_to_array(o.interests, ','), o.description,
    o.fictional, ph.id, 'active', o.signup_date, o.confirmed_at
  FROM owners o LEFT JOIN new_photos ph ON ph.user_id = o.id AND ph.file_key = o.main_key
  RETURNING 1
)
SELECT count(*)::int AS inserted FROM new_profiles`;

export async function insertDemoBatch(
  sql: Sql,
  siteId: number,
  profiles: readonly DemoProfile[],
): Promise<number> {
  const column = <T>(value: (profile: DemoProfile) => T) => profiles.map(value);
  const photoOwner: number[] = [];
  const photoKey: string[] = [];
  const photoPrivate: boolean[] = [];
  profiles.forEach((profile, i) => {
    for (const photo of profile.photos) {
      photoOwner.push(i + 1);
      photoKey.push(photo.fileKey);
      photoPrivate.push(photo.private);
    }
  });
  const { rows } = await sql.query<{ inserted: number }>(INSERT_BATCH, [
    siteId,
    column((p) => p.email),
    column((p) => p.language),
    column((p) => p.dateOfBirth),
    column((p) => p.signupDate),
    column((p) => p.confirmedAt),
    column((p) => p.name),
    column((p) => p.gender),
    column((p) => p.sexuality),
    column((p) => p.country),
    column((p) => p.region),
    column((p) => p.place),
    column((p) => p.lat),
    column((p) => p.lon),
    column((p) => p.hairColor),
    column((p) => p.bodyType),
    column((p) => p.eyeColor),
    column((p) => p.relationshipStatus),
    column((p) => p.reason),
    column((p) => p.interests.join(',')),
    column((p) => p.description),
    column((p) => p.fictional),
    column((p) => p.photos[0]?.fileKey ?? null),
    photoOwner,
    photoKey,
    photoPrivate,
  ]);
  return rows[0]?.inserted ?? 0;
}
