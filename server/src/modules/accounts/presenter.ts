import type { CurrentUser } from '@community/contract';
import type { Member } from './queries.ts';

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
    profile: {
      id: profile.id,
      name: profile.name,
      gender: profile.gender,
      sexuality: profile.sexuality,
      country: profile.country,
      region: profile.region,
      status: profile.status,
      main_image: null,
    },
  };
}
