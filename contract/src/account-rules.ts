import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './accounts.ts';
import { MINIMUM_AGE } from './constants.ts';
import type { ErrorCode } from './errors.ts';

/**
 * The field rules of SPEC §5, as plain functions: the web form and the server run the same code.
 * Each answers an error code (translated as `errors.<code>`) or undefined.
 */

// One @, no spaces, a dot in the domain, a 2+ letter top-level domain; the mail server has the final word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailError(email: string): ErrorCode | undefined {
  const value = email.trim();
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return 'email_invalid';
  return undefined;
}

/** Whole years between an ISO date (YYYY-MM-DD) and today; undefined for an impossible date. */
export function ageOn(dateOfBirth: string, today: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** YYYY-MM-DD from the signup form's three selects (day, month, year), or undefined while one is empty. */
export function dateOfBirthOf(fields: { birth_day: string; birth_month: string; birth_year: string }) {
  const { birth_day: day, birth_month: month, birth_year: year } = fields;
  if (!day || !month || !year) return undefined;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

export function birthDateError(dateOfBirth: string | undefined, today: Date): ErrorCode | undefined {
  if (!dateOfBirth) return 'birth_date_required';
  const age = ageOn(dateOfBirth, today);
  if (age === undefined || age > 120 || age < 0) return 'birth_date_invalid';
  if (age < MINIMUM_AGE) return 'birth_date_required';
  return undefined;
}

export function nameError(name: string, email: string): ErrorCode | undefined {
  const value = name.trim();
  if (value.startsWith('@')) return 'name_starts_with_at';
  if (email && normalizeEmail(value) === normalizeEmail(email)) return 'name_equals_email';
  if (value.length < NAME_MIN_LENGTH || value.length > NAME_MAX_LENGTH) return 'name_length';
  if (/[<>\p{Cc}]/u.test(value)) return 'name_characters';
  return undefined;
}

/** Length rules only; the server also refuses the most common passwords from its shipped list. */
export function passwordError(password: string): ErrorCode | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'password_too_long';
  return undefined;
}

export function passwordRepeatError(password: string, repeat: string): ErrorCode | undefined {
  return password === repeat ? undefined : 'password_mismatch';
}
