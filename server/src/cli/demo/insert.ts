import { sql as raw } from 'kysely';
import { typed } from '../../db/typed.ts';
import type { Sql } from '../../platform/sql.ts';
import type { DemoProfile } from './generator.ts';
import { DEMO_PHOTO_SIZE } from './photo-pool.ts';

/** One batch's members as SQL rows (unnest of one array per column), numbered from 1 in `ord`. */
type InputRow = {
  email: string;
  language: string;
  date_of_birth: string;
  signup_date: Date;
  confirmed_at: Date;
  name: string;
  gender: string;
  sexuality: string;
  country: string;
  region: string | null;
  place: string | null;
  lat: number | null;
  lon: number | null;
  hair_color: string;
  body_type: string;
  eye_color: string;
  relationship_status: string;
  reason: string;
  /** Comma-separated: an array of arrays cannot be unnested into one array per row. */
  interests: string;
  description: string | null;
  fictional: boolean;
  main_key: string | null;
  ord: number;
};

function inputRows(profiles: readonly DemoProfile[]) {
  const column = <T>(value: (profile: DemoProfile) => T) => profiles.map(value);
  return raw<InputRow>`unnest(
    ${column((p) => p.email)}::text[], ${column((p) => p.language)}::text[], ${column((p) => p.dateOfBirth)}::date[],
    ${column((p) => p.signupDate)}::timestamptz[], ${column((p) => p.confirmedAt)}::timestamptz[],
    ${column((p) => p.name)}::text[], ${column((p) => p.gender)}::text[], ${column((p) => p.sexuality)}::text[],
    ${column((p) => p.country)}::text[], ${column((p) => p.region)}::text[], ${column((p) => p.place)}::text[],
    ${column((p) => p.lat)}::float8[], ${column((p) => p.lon)}::float8[], ${column((p) => p.hairColor)}::text[],
    ${column((p) => p.bodyType)}::text[], ${column((p) => p.eyeColor)}::text[],
    ${column((p) => p.relationshipStatus)}::text[], ${column((p) => p.reason)}::text[],
    ${column((p) => p.interests.join(','))}::text[], ${column((p) => p.description)}::text[],
    ${column((p) => p.fictional)}::bool[], ${column((p) => p.photos[0]?.fileKey ?? null)}::text[]
  ) WITH ORDINALITY`.as<'t'>(
    raw`t(email, language, date_of_birth, signup_date, confirmed_at, name, gender, sexuality, country, region, place,
      lat, lon, hair_color, body_type, eye_color, relationship_status, reason, interests, description, fictional,
      main_key, ord)`,
  );
}

/** Every photo of the batch: `owner` is the `ord` of its member. */
function photoRows(profiles: readonly DemoProfile[]) {
  const owner: number[] = [];
  const fileKey: string[] = [];
  const isPrivate: boolean[] = [];
  profiles.forEach((profile, i) => {
    for (const photo of profile.photos) {
      owner.push(i + 1);
      fileKey.push(photo.fileKey);
      isPrivate.push(photo.private);
    }
  });
  return raw<{ owner: number; file_key: string; private: boolean }>`unnest(
    ${owner}::int[], ${fileKey}::text[], ${isPrivate}::bool[])`.as<'p'>(raw`p(owner, file_key, private)`);
}

/**
 * One statement per batch: users, then their photos, then the profiles pointing at the main photo, all from
 * arrays (unnest), so 10,000 members cost one round trip. An address that already has an account is skipped
 * (ON CONFLICT), which makes a second run with the same seed add nothing. Answers the profiles inserted.
 */
export async function insertDemoBatch(
  sql: Sql,
  siteId: number,
  profiles: readonly DemoProfile[],
): Promise<number> {
  const row = await typed(sql)
    .with('input', (db) => db.selectFrom(inputRows(profiles)).selectAll())
    .with('new_users', (db) =>
      db
        .insertInto('users')
        .columns([
          'site_id',
          'email',
          'email_normalized',
          'password_hash',
          'status',
          'language',
          'date_of_birth',
          'signup_date',
          'confirmed_at',
          'updated_at',
        ])
        .expression((eb) =>
          eb
            .selectFrom('input')
            .select([
              eb.val(siteId).as('site_id'),
              'email',
              'email as email_normalized',
              eb.lit(null).as('password_hash'),
              raw.lit('active').as('status'),
              'language',
              'date_of_birth',
              'signup_date',
              'confirmed_at',
              'confirmed_at as updated_at',
            ]),
        )
        .onConflict((conflict) =>
          conflict
            .columns(['site_id', 'email_normalized'])
            .where('email_normalized', 'is not', null)
            .doNothing(),
        )
        .returning(['id', 'email_normalized']),
    )
    .with('owners', (db) =>
      db
        .selectFrom('new_users as u')
        .innerJoin('input as i', 'i.email', 'u.email_normalized')
        .select('u.id')
        .selectAll('i'),
    )
    .with('new_photos', (db) =>
      db
        .insertInto('photos')
        .columns([
          'user_id',
          'file_key',
          'folder',
          'status',
          'private',
          'width',
          'height',
          'created_at',
          'reviewed_at',
          'decision_announced_at',
        ])
        .expression((eb) =>
          eb
            .selectFrom(photoRows(profiles))
            .innerJoin('owners as o', 'o.ord', 'p.owner')
            .select([
              'o.id',
              'p.file_key',
              raw.lit('demo').as('folder'),
              raw.lit('active').as('status'),
              'p.private',
              eb.lit(DEMO_PHOTO_SIZE).as('width'),
              eb.lit(DEMO_PHOTO_SIZE).as('height'),
              'o.confirmed_at',
              'o.confirmed_at as reviewed_at',
              'o.confirmed_at as decision_announced_at',
            ]),
        )
        .returning(['id', 'user_id', 'file_key']),
    )
    .with('new_profiles', (db) =>
      db
        .insertInto('profiles')
        .columns([
          'id',
          'site_id',
          'name',
          'gender',
          'sexuality',
          'country',
          'region',
          'place',
          'lat',
          'lon',
          'hair_color',
          'body_type',
          'eye_color',
          'relationship_status',
          'reason',
          'interests',
          'description',
          'fictional',
          'main_photo_id',
          'status',
          'created_at',
          'updated_at',
        ])
        .expression((eb) =>
          eb
            .selectFrom('owners as o')
            .leftJoin('new_photos as ph', (join) =>
              join.onRef('ph.user_id', '=', 'o.id').onRef('ph.file_key', '=', 'o.main_key'),
            )
            .select([
              'o.id',
              eb.val(siteId).as('site_id'),
              'o.name',
              'o.gender',
              'o.sexuality',
              'o.country',
              'o.region',
              'o.place',
              'o.lat',
              'o.lon',
              'o.hair_color',
              'o.body_type',
              'o.eye_color',
              'o.relationship_status',
              'o.reason',
              (row) => row.fn<string[]>('string_to_array', ['o.interests', raw.lit(',')]).as('interests'),
              'o.description',
              'o.fictional',
              'ph.id as main_photo_id',
              raw.lit('active').as('status'),
              'o.signup_date',
              'o.confirmed_at',
            ]),
        )
        .returning((eb) => eb.lit(1).as('one')),
    )
    .selectFrom('new_profiles')
    .select((eb) => eb.fn.countAll<number>().as('inserted'))
    .executeTakeFirst();
  return row?.inserted ?? 0;
}
