import type { Gender, Language, Sexuality, Tracking } from '@community/contract';
import type { Sql } from '../../platform/sql.ts';

export type NewMember = {
  siteId: number;
  email: string;
  emailNormalized: string;
  passwordHash: string;
  language: Language;
  dateOfBirth: string;
  tracking: Tracking;
  now: Date;
  name: string;
  gender: Gender;
  sexuality: Sexuality;
  country: string;
  region: string | null;
  signupMessage: string | null;
};

/** Inserts the user and the profile; undefined when the address already has an account (a race lost). */
export async function insertMember(sql: Sql, m: NewMember): Promise<number | undefined> {
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO users (site_id, email, email_normalized, password_hash, language, date_of_birth, tracking,
       signup_date, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     ON CONFLICT (site_id, email_normalized) WHERE email_normalized IS NOT NULL DO NOTHING
     RETURNING id::int AS id`,
    [m.siteId, m.email, m.emailNormalized, m.passwordHash, m.language, m.dateOfBirth, m.tracking, m.now],
  );
  const id = rows[0]?.id;
  if (id === undefined) return undefined;
  await sql.query(
    `INSERT INTO profiles (id, site_id, name, gender, sexuality, country, region, signup_message, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [id, m.siteId, m.name, m.gender, m.sexuality, m.country, m.region, m.signupMessage, m.now],
  );
  return id;
}

/** Sets the given user columns (names are ours, never the caller's input). */
export async function updateUser(
  sql: Sql,
  id: number,
  changes: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const entries = Object.entries(changes);
  const sets = entries.map(([column], index) => `${column} = $${index + 3}`);
  await sql.query(`UPDATE users SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE id = $1`, [
    id,
    now,
    ...entries.map(([, value]) => value),
  ]);
}

export async function setProfileStatus(sql: Sql, id: number, status: 'active' | 'disabled'): Promise<void> {
  await sql.query('UPDATE profiles SET status = $2 WHERE id = $1', [id, status]);
}

// ---- one-time links ----

export type TokenPurpose = 'activation' | 'password_reset' | 'email_change' | 'reactivation' | 'sign_in';

export async function insertToken(
  sql: Sql,
  token: { userId: number; purpose: TokenPurpose; hash: Buffer; expiresAt: Date; now: Date; email?: string },
): Promise<void> {
  await sql.query(
    `INSERT INTO account_tokens (user_id, purpose, token_hash, email, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [token.userId, token.purpose, token.hash, token.email ?? null, token.now, token.expiresAt],
  );
}

/**
 * Marks a live token of this purpose used and answers its user (and new e-mail); undefined when unknown,
 * expired or already used. The UPDATE makes a second use impossible even when two requests race.
 */
export async function consumeToken(
  sql: Sql,
  purpose: TokenPurpose,
  hash: Buffer,
  now: Date,
): Promise<{ userId: number; email: string | null } | undefined> {
  const { rows } = await sql.query<{ user_id: number; email: string | null }>(
    `UPDATE account_tokens SET used_at = $3
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING user_id::int AS user_id, email`,
    [hash, purpose, now],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, email: row.email } : undefined;
}

/** Older links of the same purpose stop working when a new one is sent. */
export async function expireTokens(
  sql: Sql,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<void> {
  await sql.query(
    'UPDATE account_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
    [userId, purpose, now],
  );
}
