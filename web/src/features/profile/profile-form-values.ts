import {
  type Gender,
  type OwnProfile,
  PROFILE_CHOICE_FIELDS,
  type ProfileChoiceField,
  type Sexuality,
} from '@community/contract';
import type { ProfileChanges } from './profile-api.ts';

/** The form's values: a choice left "not specified" is '' (null on the server), no description is ''. */
export type ProfileFormValues = {
  name: string;
  gender: Gender;
  sexuality: Sexuality;
  interests: string[];
  description: string;
} & Record<ProfileChoiceField, string>;

export const CHOICE_FIELDS = Object.keys(PROFILE_CHOICE_FIELDS) as ProfileChoiceField[];

export function formValuesOf(profile: OwnProfile): ProfileFormValues {
  const choices = Object.fromEntries(CHOICE_FIELDS.map((field) => [field, profile[field] ?? '']));
  return {
    name: profile.name,
    gender: profile.gender,
    sexuality: profile.sexuality,
    interests: [...profile.interests],
    description: profile.description ?? '',
    ...(choices as Record<ProfileChoiceField, string>),
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((each) => b.includes(each));

/** Only the fields that differ from the saved profile, in the shape PUT /api/profile.php takes. */
export function changedFields(profile: OwnProfile, values: ProfileFormValues): ProfileChanges {
  const changes: Record<string, unknown> = {};
  const name = values.name.trim();
  if (name !== profile.name) changes.name = name;
  if (values.gender !== profile.gender) changes.gender = values.gender;
  if (values.sexuality !== profile.sexuality) changes.sexuality = values.sexuality;
  for (const field of CHOICE_FIELDS) {
    const value = values[field] || null;
    if (value !== profile[field]) changes[field] = value;
  }
  if (!sameSet(values.interests, profile.interests)) changes.interests = values.interests;
  const description = values.description.trim() ? values.description : null;
  if (description !== profile.description) changes.description = description;
  return changes as ProfileChanges;
}
