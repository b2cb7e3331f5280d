import {
  dateOfBirthOf,
  type Gender,
  type Language,
  type LookingFor,
  type Sexuality,
  type SignupForm,
  type Tracking,
} from '@community/contract';

type IAm = Gender;

/** Everything the steps ask, as the form fields hold it (selects and radios hold strings). */
export type SignupDraft = {
  gender: IAm | '';
  looking_for: LookingFor | '';
  birth_day: string;
  birth_month: string;
  birth_year: string;
  country: string;
  region: string;
  name: string;
  email: string;
  signup_message: string;
  password: string;
  terms: boolean;
};

export const emptyDraft = (country: string): SignupDraft => ({
  gender: '',
  looking_for: '',
  birth_day: '',
  birth_month: '',
  birth_year: '',
  country,
  region: '',
  name: '',
  email: '',
  signup_message: '',
  password: '',
  terms: false,
});

/** The fields a person types or picks after step0; any of them filled means signup is in progress. */
const INPUT_FIELDS = [
  'birth_day',
  'birth_month',
  'birth_year',
  'name',
  'email',
  'signup_message',
  'password',
] as const;
export const hasInput = (draft: SignupDraft) => INPUT_FIELDS.some((field) => draft[field] !== '');

/** A man looking for women is hetero, for men gay; a woman looking for men hetero, for women lesbian; both is bi. */
export function sexualityOf(gender: Gender, lookingFor: LookingFor): Sexuality {
  if (lookingFor === 'both') return 'bi';
  const wantsSameSex = (gender === 'male') === (lookingFor === 'men');
  if (!wantsSameSex) return 'hetero';
  return gender === 'male' ? 'gay' : 'lesbian';
}

/** Which step asks a field the server named (`field` of an error answer). */
const STEP_OF_FIELD: Record<string, number> = {
  gender: 0,
  sexuality: 0,
  date_of_birth: 1,
  country: 2,
  region: 2,
  name: 3,
  email: 3,
  signup_message: 3,
  password: 4,
};
export const stepOfField = (field: string): number | undefined => STEP_OF_FIELD[field];

/** The form field that shows a server error about `field` (the birth date shows under its year select). */
const DRAFT_FIELD: Record<string, keyof SignupDraft> = {
  date_of_birth: 'birth_year',
  sexuality: 'looking_for',
};
export const draftFieldOf = (field: string): keyof SignupDraft | undefined =>
  DRAFT_FIELD[field] ?? (field in STEP_OF_FIELD ? (field as keyof SignupDraft) : undefined);

export function signupForm(
  draft: SignupDraft,
  extra: { language: Language; tracking?: Tracking; targetMemberId?: number },
): SignupForm {
  // Step0 requires both answers before the form can be sent.
  const gender = draft.gender as Gender;
  return {
    email: draft.email.trim(),
    name: draft.name.trim(),
    password: draft.password,
    date_of_birth: dateOfBirthOf(draft) ?? '',
    ...(draft.signup_message.trim() ? { signup_message: draft.signup_message.trim() } : {}),
    gender,
    sexuality: sexualityOf(gender, draft.looking_for as LookingFor),
    country: draft.country,
    region: draft.region || null,
    language: extra.language,
    ...(extra.tracking ? { tracking: extra.tracking } : {}),
    ...(extra.targetMemberId ? { target_member_id: extra.targetMemberId } : {}),
  };
}
