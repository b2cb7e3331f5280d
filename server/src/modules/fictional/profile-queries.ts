import type { FictionalProfileBody } from '@community/contract';
import type { Sql } from '../../platform/sql.ts';

/*
 * The fictional profiles of a site (decision 0058): accounts with `profiles.fictional`, no password and an address
 * under the reserved .invalid domain (RFC 2606), which no mail can reach; they never sign in
 * (accounts/policy.ts canSignIn) and get no notifications (notifications/policy.ts reachable).
 */

export type FictionalProfileRow = {
  id: number;
  name: string;
  date_of_birth: string | null;
  gender: 'male' | 'female';
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
  country: string;
  region: string | null;
  description: string | null;
  interests: string[];
  created_at: Date;
  photos: { id: number; file_key: string; main: boolean }[];
};

const PROFILE_COLUMNS = `p.id::int AS id, p.name, to_char(u.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, p.gender,
  p.sexuality, p.country, p.region, p.description, p.interests, p.created_at,
  coalesce((SELECT json_agg(json_build_object('id', ph.id::int, 'file_key', ph.file_key,
      'main', ph.id = p.main_photo_id) ORDER BY ph.id)
    FROM photos ph WHERE ph.user_id = p.id AND ph.status = 'active'), '[]') AS photos`;

/** One fictional profile of the site, optionally with its rows locked for an edit. */
export async function findFictionalProfile(
  sql: Sql,
  siteId: number,
  id: number,
  lock = false,
): Promise<FictionalProfileRow | undefined> {
  const { rows } = await sql.query<FictionalProfileRow>(
    `SELECT ${PROFILE_COLUMNS} FROM profiles p JOIN users u ON u.id = p.id
      WHERE p.id = $1 AND p.site_id = $2 AND p.fictional ${lock ? 'FOR NO KEY UPDATE OF p, u' : ''}`,
    [id, siteId],
  );
  return rows[0];
}

export type FictionalListRow = {
  id: number;
  name: string;
  gender: 'male' | 'female';
  country: string;
  main_photo: { id: number; file_key: string } | null;
  conversations: number;
};

/** The site's fictional profiles, newest first, with their main photo and how many conversations they hold. */
export async function listFictionalProfiles(sql: Sql, siteId: number): Promise<FictionalListRow[]> {
  const { rows } = await sql.query<FictionalListRow>(
    `SELECT p.id::int AS id, p.name, p.gender, p.country,
       (SELECT json_build_object('id', ph.id::int, 'file_key', ph.file_key) FROM photos ph
         WHERE ph.id = p.main_photo_id) AS main_photo,
       (SELECT count(*)::int FROM conversations c WHERE c.member_a = p.id OR c.member_b = p.id) AS conversations
     FROM profiles p WHERE p.site_id = $1 AND p.fictional ORDER BY p.id DESC LIMIT 500`,
    [siteId],
  );
  return rows;
}

/** A new fictional account and its profile, listed at once; answers its id. */
export async function insertFictionalProfile(
  tx: Sql,
  siteId: number,
  body: FictionalProfileBody,
  address: string,
  now: Date,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO users (site_id, email, email_normalized, password_hash, status, language, date_of_birth,
       signup_date, confirmed_at, updated_at)
     SELECT s.id, $2, $2, NULL, 'active', lower(split_part(s.domain_language, '-', 1)), $3, $4, $4, $4
       FROM sites s WHERE s.id = $1
     RETURNING id::int AS id`,
    [siteId, address, body.date_of_birth, now],
  );
  const id = (rows[0] as { id: number }).id;
  await tx.query(
    `INSERT INTO profiles (id, site_id, name, gender, sexuality, country, region, description, interests, status,
       fictional, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'active', true, $10, $10)`,
    [
      id,
      siteId,
      body.name,
      body.gender,
      body.sexuality,
      body.country,
      body.region,
      body.description,
      body.interests,
      now,
    ],
  );
  return id;
}

/** The staff-editable fields of a fictional profile (its birth date lives on users, copied to the profile). */
export async function updateFictionalProfile(
  tx: Sql,
  id: number,
  body: FictionalProfileBody,
  now: Date,
): Promise<void> {
  await tx.query('UPDATE users SET date_of_birth = $2, updated_at = $3 WHERE id = $1', [
    id,
    body.date_of_birth,
    now,
  ]);
  await tx.query(
    `UPDATE profiles SET name = $2, gender = $3, sexuality = $4, country = $5, region = $6, description = $7,
       interests = $8, updated_at = $9
     WHERE id = $1 AND fictional`,
    [
      id,
      body.name,
      body.gender,
      body.sexuality,
      body.country,
      body.region,
      body.description,
      body.interests,
      now,
    ],
  );
}
