import type { Gender, Sexuality } from './accounts.ts';

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

/** SPEC §3 main_image: counts only when active; for other members it is null unless active. */
export type MainImage = {
  thumb_filename: string;
  filename: string;
  status: PhotoStatus;
  /** Path of the picture for the match modal. */
  match: string;
};

/** A photo in the owner's own list. */
export type OwnPhoto = {
  id: number;
  thumb_filename: string;
  filename: string;
  status: PhotoStatus;
  reject_reason: PhotoRejectReason | null;
  private: boolean;
  main: boolean;
  created_at: string;
};

/** Another member's active photo: a locked (private, not unlocked) photo carries no file names. */
export type MemberPhoto =
  | { id: number; locked: false; thumb_filename: string; filename: string }
  | { id: number; locked: true; thumb_filename: null; filename: null };

/** A profile in a list (related profiles, block list, later search and likes). */
export type ProfileTile = {
  id: number;
  name: string;
  age: number | null;
  country: string;
  region: string | null;
  fictional: boolean;
  main_image: MainImage | null;
};

/** GET /api/member.php: another member's profile, only the fields the site shows. */
export type MemberProfile = ProfileTile & {
  gender?: Gender;
  sexuality?: Sexuality;
  hair_color?: HairColor | null;
  body_type?: BodyType | null;
  eye_color?: EyeColor | null;
  relationship_status?: RelationshipStatus | null;
  reason?: SignupReason | null;
  interests?: string[];
  description?: string | null;
  photos: MemberPhoto[];
  /** The viewer has blocked this member. */
  blocked: boolean;
  /** The viewer liked this member; `match`: and this member likes the viewer. */
  liked: boolean;
  match: boolean;
};

export type Geocode = { country: string; region: string | null; place: string | null };

/** A moderator's decision on one of the member's photos, announced once (GET /api/photo-decisions.php). */
export type PhotoDecision = {
  id: number;
  thumb_filename: string;
  status: 'active' | 'rejected';
  reject_reason: PhotoRejectReason | null;
};
