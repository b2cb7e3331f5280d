import type {
  DismissalFlag,
  EmailDisabledReason,
  Gender,
  Language,
  NotificationType,
  PhotoStatus,
  ProfileFields,
  Sexuality,
  Tracking,
} from '@community/contract';
import { PROFILE_FIELD_NAMES, SEARCH_COUNT_CAP, wantedGenders } from '@community/contract';
import { prepared, type Sql } from '../../platform/sql.ts';

export type UserRow = {
  id: number;
  site_id: number;
  email: string;
  email_normalized: string;
  password_hash: string;
  status: 'not_confirmed' | 'active' | 'deleted' | 'purged';
  status_before_deletion: 'not_confirmed' | 'active' | null;
  language: Language;
  date_of_birth: string | null;
  credits: number;
  paid_user: boolean;
  fictional_icon: boolean;
  notifications_disabled: NotificationType[];
  email_disabled_reason: EmailDisabledReason | null;
  invisible: boolean;
  dismissals: Partial<Record<DismissalFlag, string>>;
  tracking: Tracking;
  signup_date: Date;
  confirmed_at: Date | null;
  deleted_at: Date | null;
  delete_reason: string | null;
  delete_reason_text: string | null;
  role: 'member' | 'moderator';
};
/** The photo a profile shows first; see modules/photos for how names and visibility follow from it. */
export type MainPhotoRow = { id: number; file_key: string; status: PhotoStatus };
/** The profile row: its own columns and the member's profile fields (PROFILE_FIELD_NAMES). */
export type ProfileRow = ProfileFields & {
  id: number;
  name: string;
  country: string;
  region: string | null;
  signup_message: string | null;
  status: 'active' | 'disabled';
  place: string | null;
  fictional: boolean;
  main_photo: MainPhotoRow | null;
};
export type Member = { user: UserRow; profile: ProfileRow };

// bigint columns come back as strings from pg; ids stay far below 2^53.
const USER_COLUMNS = `u.id::int AS id, u.site_id, u.email, u.email_normalized, u.password_hash, u.status,
  u.status_before_deletion, u.language, to_char(u.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, u.credits,
  u.paid_user, u.fictional_icon, u.notifications_disabled, u.email_disabled_reason, u.invisible, u.dismissals,
  u.tracking, u.signup_date, u.confirmed_at, u.deleted_at, u.delete_reason, u.delete_reason_text, u.role`;
const PROFILE_COLUMNS = `json_build_object('id', p.id::int, 'name', p.name,
  'country', p.country, 'region', p.region, 'signup_message', p.signup_message, 'status', p.status,
  ${PROFILE_FIELD_NAMES.map((field) => `'${field}', p.${field}`).join(', ')}, 'place', p.place, 'fictional', p.fictional,
  'main_photo', (SELECT json_build_object('id', ph.id::int, 'file_key', ph.file_key, 'status', ph.status)
                 FROM photos ph WHERE ph.id = p.main_photo_id)) AS profile`;

async function selectMember(
  sql: Sql,
  where: string,
  params: unknown[],
  lock = false,
): Promise<Member | undefined> {
  const { rows } = await sql.query(
    `SELECT ${USER_COLUMNS}, ${PROFILE_COLUMNS} FROM users u JOIN profiles p ON p.id = u.id WHERE ${where}${lock ? ' FOR UPDATE OF u' : ''}`,
    params,
  );
  const row = rows[0];
  if (!row) return undefined;
  const { profile, ...user } = row;
  return { user: user as UserRow, profile: profile as ProfileRow };
}

export const findMemberById = (sql: Sql, id: number, lock = false) =>
  selectMember(sql, 'u.id = $1', [id], lock);

export const findMemberByEmail = (sql: Sql, siteId: number, emailNormalized: string, lock = false) =>
  selectMember(sql, 'u.site_id = $1 AND u.email_normalized = $2', [siteId, emailNormalized], lock);

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

/** Members whose profile matches what a new member looks for (the "find matches" stage of signup). */
/**
 * Members the new member may like at signup: listed, of the wanted genders, in their country. Counting stops
 * after SEARCH_COUNT_CAP, like search, so a big country costs no more than a small one.
 */
export async function countMatches(sql: Sql, member: Member): Promise<number> {
  const { gender, sexuality, country } = member.profile;
  const { rows } = await sql.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM (
       SELECT 1 FROM profiles p
       WHERE p.listed AND p.site_id = $1 AND p.country = $2 AND p.gender = ANY($3::text[]) AND p.id <> $4
       LIMIT $5) c`,
    [member.user.site_id, country, wantedGenders(gender, sexuality), member.user.id, SEARCH_COUNT_CAP],
  );
  return rows[0]?.count ?? 0;
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

// ---- credits ----

/** Books credits in the ledger and on the user row in the caller's transaction; once per reference. */
export async function bookCredits(
  sql: Sql,
  entry: { userId: number; amount: number; reason: string; reference: string; now: Date },
): Promise<boolean> {
  const { rowCount } = await sql.query(
    prepared(
      'book-credits',
      `INSERT INTO credit_ledger (user_id, amount, reason, reference, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, reason, reference) DO NOTHING`,
      [entry.userId, entry.amount, entry.reason, entry.reference, entry.now],
    ),
  );
  if (!rowCount) return false;
  await sql.query(
    prepared('book-credits-balance', 'UPDATE users SET credits = credits + $2 WHERE id = $1', [
      entry.userId,
      entry.amount,
    ]),
  );
  return true;
}
