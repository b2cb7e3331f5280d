import {
  type DismissalFlag,
  type EmailDisabledReason,
  type Language,
  type NotificationType,
  type PhotoStatus,
  PROFILE_FIELD_NAMES,
  type ProfileFields,
  type Tracking,
} from '@community/contract';
import type { Sql } from '../../platform/sql.ts';

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
/** The photo a profile shows first; platform/photo-names.ts names its files; modules/photos decides who sees it. */
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

/** A profile as a list shows it (search, likes, swipe, related and blocked profiles). */
export type TileRow = {
  id: number;
  name: string;
  age: number | null;
  country: string;
  region: string | null;
  fictional: boolean;
  main_photo: { id: number; file_key: string; status: PhotoStatus } | null;
};
/**
 * The columns of a TileRow for a profile aliased `p`; `now` is the parameter holding the current time. The age
 * comes from the birth date copied onto the profile (migration 0004), so no join with users is needed.
 */
export function tileColumns(now: string): string {
  return `p.id::int AS id, p.name, date_part('year', age(${now}::timestamptz, p.birth_date::timestamptz))::int AS age,
  p.country, p.region, p.fictional,
  (SELECT json_build_object('id', ph.id::int, 'file_key', ph.file_key, 'status', ph.status)
     FROM photos ph WHERE ph.id = p.main_photo_id AND ph.status = 'active') AS main_photo`;
}
