/** Profile attributes of SPEC §3 with their options; the client translates them (`profileFields.<field>.<option>`). */
export const HAIR_COLORS = ['blond', 'brown', 'black', 'red', 'grey', 'bald', 'other'] as const;
export const BODY_TYPES = ['slim', 'athletic', 'average', 'curvy', 'full_figured', 'muscular'] as const;
export const EYE_COLORS = ['blue', 'green', 'brown', 'grey', 'hazel'] as const;
export const RELATIONSHIP_STATUSES = [
  'single',
  'in_relationship',
  'married',
  'divorced',
  'widowed',
  'separated',
  'complicated',
] as const;
export const SIGNUP_REASONS = [
  'relationship',
  'friendship',
  'flirting',
  'adventure',
  'chatting',
  'casual',
] as const;
export type HairColor = (typeof HAIR_COLORS)[number];
export type BodyType = (typeof BODY_TYPES)[number];
export type EyeColor = (typeof EYE_COLORS)[number];
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];
export type SignupReason = (typeof SIGNUP_REASONS)[number];

/** The choice fields of the profile with their options, in the order the editor shows them. */
export const PROFILE_CHOICE_FIELDS = {
  hair_color: HAIR_COLORS,
  body_type: BODY_TYPES,
  eye_color: EYE_COLORS,
  relationship_status: RELATIONSHIP_STATUSES,
  reason: SIGNUP_REASONS,
} as const;
export type ProfileChoiceField = keyof typeof PROFILE_CHOICE_FIELDS;

/**
 * Fields a site may list in `visible_profile_fields` (shown to others only when listed). Name, age, country,
 * region and photos are always shown. `visible_profile_notes` lists the free-text fields shown to others.
 */
export const VISIBLE_PROFILE_FIELD_NAMES = [
  'gender',
  'sexuality',
  'hair_color',
  'body_type',
  'eye_color',
  'relationship_status',
  'reason',
  'interests',
] as const;
export type VisibleProfileField = (typeof VISIBLE_PROFILE_FIELD_NAMES)[number];
export const PROFILE_NOTE_NAMES = ['description'] as const;
export type ProfileNote = (typeof PROFILE_NOTE_NAMES)[number];
/**
 * The fields a member fills in about themselves, the one list of them: the editor (PUT /api/profile.php), the
 * member's own profile (GET /api/user.php), what others may be shown (GET /api/member.php) and the server's
 * profile columns all follow it. Their shapes are profileFieldShape in profile-schemas.ts.
 */
export const PROFILE_FIELD_NAMES = [...VISIBLE_PROFILE_FIELD_NAMES, ...PROFILE_NOTE_NAMES] as const;
export type ProfileFieldName = (typeof PROFILE_FIELD_NAMES)[number];

export const DESCRIPTION_MAX_LENGTH = 2000;
export const INTERESTS_MAX = 20;

/** Photo statuses (SPEC §4): a new photo is in inspection ('photo being checked'), then active or rejected. */
export const PHOTO_STATUSES = ['inspection', 'active', 'rejected'] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];
export const PHOTO_REJECT_REASONS = [
  'not_a_person',
  'nudity',
  'not_yourself',
  'quality',
  'contact_details',
  'other',
] as const;
export type PhotoRejectReason = (typeof PHOTO_REJECT_REASONS)[number];
/** Upload limits, checked before the image is decoded (decision 0010). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 50_000_000;
export const PHOTO_MIN_SIDE_PX = 200;
export const PHOTO_ACCEPT = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** URL path under which photo renditions are served: `${PHOTO_PATH}/${filename}`. */
export const PHOTO_PATH = '/photos';
