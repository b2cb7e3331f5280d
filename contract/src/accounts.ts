/** Account vocabulary shared by server and web (SPEC §3, §4, §5). */
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export type Sexuality = (typeof SEXUALITIES)[number];

export const NOTIFICATION_TYPES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Why e-mail to a member stopped (SPEC §8): a spam complaint (fbl), a bounce, or a list-unsubscribe. */
export const EMAIL_DISABLED_REASONS = ['fbl', 'bounce', 'unsubscribe'] as const;
export type EmailDisabledReason = (typeof EMAIL_DISABLED_REASONS)[number];

/** Dismissal flags of SPEC §4, stored with a timestamp. */
export const DISMISSAL_FLAGS = [
  'hide-enrich-alert',
  'hide-push-notification-alert',
  'hide-disabled-notifications-alert',
  'hide-time-bonus-modal',
] as const;
export type DismissalFlag = (typeof DISMISSAL_FLAGS)[number];
/** Our choice: a dismissed alert stays away this long, then returns (decision 0008). */
export const DISMISSAL_PERIOD_DAYS = 7;

/** What a person looks for at signup (step0); with their gender it gives the sexuality. */
export const LOOKING_FOR = ['women', 'men', 'both'] as const;
export type LookingFor = (typeof LOOKING_FOR)[number];

export const DELETE_REASONS = [
  'found_partner',
  'not_enough_members',
  'too_expensive',
  'no_replies',
  'privacy',
  'taking_a_break',
  'other',
] as const;
export type DeleteReason = (typeof DELETE_REASONS)[number];

/** Field limits: our choices where SPEC §5 says "not shown" (decision 0007). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;
export const SIGNUP_MESSAGE_MAX_LENGTH = 500;
export const SIGNUP_STEPS = ['step0', 'step1', 'step2', 'step3', 'step4'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];
export const SIGNUP_SENDING_STAGES = ['check_data', 'create_account', 'find_matches', 'send_mail'] as const;
export type SignupSendingStage = (typeof SIGNUP_SENDING_STAGES)[number];

/** Tracking data (SPEC §3) and the query aliases that fill it. */
export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
export type TrackingKey = (typeof TRACKING_KEYS)[number];
export const TRACKING_ALIASES: Record<string, TrackingKey> = {
  sub: 'sub1',
  aff_sub: 'sub1',
  aff_sub1: 'sub1',
  aff_sub2: 'sub2',
  aff_sub3: 'sub3',
};
export const TRACKING_VALUE_MAX_LENGTH = 100;
