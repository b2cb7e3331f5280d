import { z } from 'zod';
import {
  birthDateError,
  dateOfBirthOf,
  emailError,
  nameError,
  passwordError,
  passwordRepeatError,
} from './account-rules.ts';
import { DELETE_REASONS, GENDERS, LOOKING_FOR } from './accounts.ts';
import type { ErrorCode } from './errors.ts';
import { sepaIban } from './iban.ts';
import { DIRECT_DEBIT_FIELD_LENGTHS, type DirectDebitField, PAYMENT_METHODS } from './payments.ts';
import { PHOTO_REJECT_REASONS } from './profiles.ts';

/**
 * The web's forms as they hold their fields (text as typed, a select's or radio's value as a string), with the
 * rules of account-rules.ts that the server applies too. A broken rule is an issue on its field whose message is
 * the error code (`errors.<code>`); the web's form hook (web/src/forms/use-contract-form.ts) shows it there.
 */
type Rule<Values> = (value: never, values: Values) => ErrorCode | undefined;

function formSchema<Shape extends z.ZodRawShape>(
  shape: Shape,
  rules: {
    [Field in keyof Shape]?: (
      value: z.output<Shape[Field]>,
      values: z.output<z.ZodObject<Shape>>,
    ) => ErrorCode | undefined;
  },
) {
  return z.object(shape).superRefine((values, ctx) => {
    for (const [field, rule] of Object.entries(rules) as Array<[string, Rule<typeof values> | undefined]>) {
      const code = rule?.((values as Record<string, never>)[field] as never, values);
      if (code) ctx.addIssue({ code: 'custom', path: [field], message: code });
    }
  });
}

const text = z.string();
const filled = (code: ErrorCode) => (value: string) => (value ? undefined : code);
const oneOf = (options: readonly string[]) => (value: string) =>
  options.includes(value) ? undefined : ('validation_failed' as const);

/** Login: both fields filled, else the same refusal as a wrong password (SPEC §8). */
export const loginFormSchema = formSchema(
  { email: text, password: text },
  { email: (email) => filled('login_failed')(email.trim()), password: filled('login_failed') },
);

/** Ask for a reset link. */
export const passwordResetRequestFormSchema = formSchema({ email: text }, { email: emailError });

/** A new password from the reset link. */
export const passwordResetFormSchema = formSchema(
  { password: text, password_repeat: text },
  {
    password: passwordError,
    password_repeat: (repeat, values) => passwordRepeatError(values.password, repeat),
  },
);

/** The settings' password change: an empty old password is refused as a wrong one. */
export const passwordChangeFormSchema = formSchema(
  { old_password: text, password: text, password_repeat: text },
  {
    old_password: filled('old_password_wrong'),
    password: passwordError,
    password_repeat: (repeat, values) => passwordRepeatError(values.password, repeat),
  },
);

/** The settings' e-mail change: the new address and the current password. */
export const emailChangeFormSchema = formSchema(
  { email: text, password: text },
  { email: emailError, password: filled('password_wrong') },
);

/** Deleting the account, first step: a reason from the list (the free text is optional). */
export const accountDeleteReasonFormSchema = formSchema(
  { reason: text, reason_text: text },
  { reason: oneOf(DELETE_REASONS) },
);
/** Deleting the account, last step: the current password. */
export const accountDeleteConfirmFormSchema = formSchema(
  { password: text },
  { password: filled('password_wrong') },
);

/**
 * The signup steps' draft (SPEC §4): each step checks the fields it shows. The date of birth is three selects
 * (its rule's issue is on the year), "looking for" gives the sexuality.
 */
export const signupDraftSchema = formSchema(
  {
    gender: text,
    looking_for: text,
    birth_day: text,
    birth_month: text,
    birth_year: text,
    country: text,
    region: text,
    name: text,
    email: text,
    signup_message: text,
    password: text,
    terms: z.boolean(),
  },
  {
    gender: oneOf(GENDERS),
    looking_for: oneOf(LOOKING_FOR),
    birth_year: (_, values) => birthDateError(dateOfBirthOf(values), new Date()),
    name: (name, values) => nameError(name, values.email),
    email: emailError,
    password: passwordError,
    terms: (accepted) => (accepted ? undefined : 'validation_failed'),
  },
);

/** The profile editor's name: the rules of signup, against the member's own address. */
export const profileDetailsFormSchema = (email: string) =>
  z.looseObject({ name: text }).superRefine(({ name }, ctx) => {
    const code = nameError(name, email);
    if (code) ctx.addIssue({ code: 'custom', path: ['name'], message: code });
  });

/** The direct debit's SMS code: something typed (the server judges the code itself). */
export const mandateCodeFormSchema = formSchema(
  { otp: text },
  { otp: (otp) => filled('code_invalid')(otp.trim()) },
);

/** A discount code: something typed (the server looks it up). */
export const discountCodeFormSchema = formSchema(
  { code: text },
  { code: (code) => filled('validation_failed')(code.trim()) },
);

/** The moderation's reject form: a reason from the list. */
export const photoRejectFormSchema = formSchema({ reason: text }, { reason: oneOf(PHOTO_REJECT_REASONS) });

/** Buying a package: a payment method chosen (the consent to immediate delivery is the checkbox's own). */
export const packageCheckoutFormSchema = formSchema({ method: text }, { method: oneOf(PAYMENT_METHODS) });

/** The profile's location: a country and region from the lists on screen (no rule of their own; the server checks). */
export const locationFormSchema = formSchema({ country: text, region: text }, {});

const ddLength = (field: DirectDebitField) => (value: string) => {
  const { min, max } = DIRECT_DEBIT_FIELD_LENGTHS[field];
  const length = value.trim().length;
  return length < min || length > max ? ('validation_failed' as const) : undefined;
};

/**
 * The direct-debit form (SPEC §3): each field's length once trimmed, as the server's schema checks it, and an IBAN
 * typed must be valid and of a SEPA country (`iban_invalid`).
 */
export const directDebitFormSchema = formSchema(
  {
    account_holder: text,
    iban: text,
    street: text,
    house_number: text,
    zip: text,
    city: text,
    phone: text,
  },
  {
    account_holder: ddLength('account_holder'),
    iban: (iban) => (iban.trim() && !sepaIban(iban) ? 'iban_invalid' : ddLength('iban')(iban)),
    street: ddLength('street'),
    house_number: ddLength('house_number'),
    zip: ddLength('zip'),
    city: ddLength('city'),
    phone: ddLength('phone'),
  },
);
