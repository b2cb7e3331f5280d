import {
  type CurrentUser,
  PROFILE_FIELD_NAMES,
  type ProfileFields,
  type ProfileTile,
} from '@community/contract';
import { presentMainImage, presentPublicMainImage } from '../../platform/photo-names.ts';
import type { Member, TileRow } from './queries.ts';

/** The member as they see themselves (SPEC §3); password hash, tracking and deletion data never leave. */
export function presentUser({ user, profile }: Member): CurrentUser {
  return {
    id: user.id,
    status: user.status === 'active' ? 'active' : 'not_confirmed',
    email: user.email,
    credits: user.credits,
    paid_user: user.paid_user,
    fictional_icon: user.fictional_icon,
    language: user.language,
    signup_date: user.signup_date.toISOString(),
    notifications_disabled: user.notifications_disabled,
    email_disabled_reason: user.email_disabled_reason,
    invisible: user.invisible,
    dismissals: user.dismissals,
    moderator: user.role !== 'member',
    profile: {
      id: profile.id,
      name: profile.name,
      country: profile.country,
      region: profile.region,
      place: profile.place,
      ...profileFieldsOf(profile),
      status: profile.status,
      // The owner sees their main photo while it is checked (SPEC §4); others only once it is active.
      main_image: presentMainImage(profile.main_photo),
    },
  };
}

/** A profile in a list: never e-mail, birth date, position, status or moderation data. */
export function presentTile(row: TileRow): ProfileTile {
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    country: row.country,
    region: row.region,
    fictional: row.fictional,
    main_image: presentPublicMainImage(row.main_photo),
  };
}

/** The member's profile fields (PROFILE_FIELD_NAMES), and nothing else of the row. */
function profileFieldsOf(profile: ProfileFields): ProfileFields {
  return Object.fromEntries(PROFILE_FIELD_NAMES.map((field) => [field, profile[field]])) as ProfileFields;
}
