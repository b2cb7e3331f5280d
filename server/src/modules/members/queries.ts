import { PROFILE_FIELD_NAMES, type ProfileFieldName } from '@community/contract';
import {
  type Expression,
  expressionBuilder,
  sql as fragment,
  type InferResult,
  type Kysely,
  type NotNull,
  type Selectable,
} from 'kysely';
import { jsonBuildObject, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { DB, Photos, Profiles } from '../../db/tables.ts';
import { preparedStatement, typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';

/** Expressions on a profile aliased `p` (and the tables of the database), usable in any query that names it. */
const onProfile = expressionBuilder<DB & { p: Profiles }, 'p'>();

/** The member's profile fields (PROFILE_FIELD_NAMES, the one list of them) of the profile `p`. */
function profileFieldRefs(): { [K in ProfileFieldName]: Expression<Selectable<Profiles>[K]> } {
  return Object.fromEntries(
    PROFILE_FIELD_NAMES.map((field) => [field, onProfile.ref(`p.${field}`)]),
  ) as unknown as {
    [K in ProfileFieldName]: Expression<Selectable<Profiles>[K]>;
  };
}

/** The photo a profile shows first; platform/photo-names.ts names its files; modules/photos decides who sees it. */
type MainPhotoRow = Pick<Selectable<Photos>, 'id' | 'file_key' | 'status'>;

/** The main photo of the profile `p` as JSON (null without one), only when active if `activeOnly`. */
export function mainPhotoOf(activeOnly: boolean) {
  let photo = onProfile
    .selectFrom('photos as ph')
    .select(['ph.id', 'ph.file_key', 'ph.status'])
    .whereRef('ph.id', '=', 'p.main_photo_id');
  if (activeOnly) photo = photo.where('ph.status', '=', 'active');
  return jsonObjectFrom(photo);
}

function memberQuery(sql: Sql) {
  return memberQueryOn(typed(sql));
}

function memberQueryOn(db: Kysely<DB>) {
  return (
    db
      .selectFrom('users as u')
      .innerJoin('profiles as p', 'p.id', 'u.id')
      .select([
        'u.id',
        'u.site_id',
        'u.email',
        'u.email_normalized',
        'u.password_hash',
        'u.status',
        'u.status_before_deletion',
        'u.language',
        fragment<string | null>`to_char(u.date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
        'u.credits',
        'u.paid_user',
        'u.fictional_icon',
        'u.notifications_disabled',
        'u.email_disabled_reason',
        'u.invisible',
        'u.dismissals',
        'u.tracking',
        'u.landing_member_id',
        'u.signup_date',
        'u.confirmed_at',
        'u.deleted_at',
        'u.delete_reason',
        'u.delete_reason_text',
        'u.role',
        jsonBuildObject({
          id: onProfile.ref('p.id'),
          name: onProfile.ref('p.name'),
          country: onProfile.ref('p.country'),
          region: onProfile.ref('p.region'),
          signup_message: onProfile.ref('p.signup_message'),
          status: onProfile.ref('p.status'),
          ...profileFieldRefs(),
          place: onProfile.ref('p.place'),
          fictional: onProfile.ref('p.fictional'),
          main_photo: mainPhotoOf(false),
        }).as('profile'),
      ])
      // A member with a profile is never purged, so their address and password are there (users' CHECK).
      .$narrowType<{ email: NotNull; email_normalized: NotNull; password_hash: NotNull }>()
  );
}

type MemberSelection = InferResult<ReturnType<typeof memberQuery>>[number];
export type UserRow = Omit<MemberSelection, 'profile'>;
/** The profile row: its own columns and the member's profile fields (PROFILE_FIELD_NAMES). */
type ProfileRow = MemberSelection['profile'];
export type Member = { user: UserRow; profile: ProfileRow };

function toMember(row: MemberSelection | undefined): Member | undefined {
  if (!row) return undefined;
  const { profile, ...user } = row;
  return { user, profile };
}

/** Prepared once (PostgreSQL parses and plans it once per connection): user.php polls it (decision 0068). */
const memberById = preparedStatement('member-by-id', 1, (db, id: number) =>
  memberQueryOn(db).where('u.id', '=', id),
);

export async function findMemberById(sql: Sql, id: number, lock = false): Promise<Member | undefined> {
  if (!lock) return toMember((await memberById(sql, id))[0]);
  return toMember(await memberQuery(sql).where('u.id', '=', id).forUpdate('u').executeTakeFirst());
}

export async function findMemberByEmail(
  sql: Sql,
  siteId: number,
  emailNormalized: string,
  lock = false,
): Promise<Member | undefined> {
  const query = memberQuery(sql)
    .where('u.site_id', '=', siteId)
    .where('u.email_normalized', '=', emailNormalized);
  return toMember(await (lock ? query.forUpdate('u') : query).executeTakeFirst());
}

/** A profile as a list shows it (search, likes, swipe, related and blocked profiles). */
export type TileRow = Pick<Selectable<Profiles>, 'id' | 'name' | 'country' | 'region' | 'fictional'> & {
  age: number | null;
  main_photo: MainPhotoRow | null;
};

/** A profile's age in whole years at `now`, from the birth date copied onto the profile `p` (migration 0004). */
const ageOf = (now: Date) =>
  fragment<number | null>`date_part('year', age(${now}::timestamptz, p.birth_date::timestamptz))::int`;

/**
 * The columns of a TileRow for a profile aliased `p`, at the time `now`. The age comes from the birth date
 * copied onto the profile (migration 0004), so no join with users is needed.
 */
export function tileSelection(now: Date) {
  return [
    onProfile.ref('p.id').as('id'),
    onProfile.ref('p.name').as('name'),
    ageOf(now).as('age'),
    onProfile.ref('p.country').as('country'),
    onProfile.ref('p.region').as('region'),
    onProfile.ref('p.fictional').as('fictional'),
    mainPhotoOf(true).as('main_photo'),
  ] as const;
}
