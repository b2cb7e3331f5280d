import type { CurrentUser, ProfileTile } from '@community/contract';
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
    moderator: user.role === 'moderator',
    profile: {
      id: profile.id,
      name: profile.name,
      gender: profile.gender,
      sexuality: profile.sexuality,
      country: profile.country,
      region: profile.region,
      place: profile.place,
      hair_color: profile.hair_color,
      body_type: profile.body_type,
      eye_color: profile.eye_color,
      relationship_status: profile.relationship_status,
      reason: profile.reason,
      interests: profile.interests,
      description: profile.description,
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
