import {
  birthDateError,
  emailError,
  MINIMUM_AGE,
  nameError,
  normalizeEmail,
  passwordError,
  passwordRepeatError,
  type SignupForm,
} from '@community/contract';
import { AppError } from '../../platform/errors.ts';
import type { Sql } from '../../platform/sql.ts';
import { isDisposableAddress } from '../abuse/index.ts';
import { findMemberByEmail } from '../members/index.ts';
import { isCommonPassword } from './common-passwords.ts';

/** A field's rule failed: 400 with the field, so the form can show the text under it. */
export const fieldError = (code: ConstructorParameters<typeof AppError>[0], field: string, params = {}) =>
  new AppError(code, 400, { field, ...params });

function checkPassword(password: string, field = 'password'): void {
  const code = passwordError(password) ?? (isCommonPassword(password) ? 'password_too_common' : undefined);
  if (code) throw fieldError(code, field);
}

export function checkNewPassword(password: string, repeat: string): void {
  checkPassword(password);
  const mismatch = passwordRepeatError(password, repeat);
  if (mismatch) throw fieldError(mismatch, 'password_repeat');
}

/** The address rules of the contract, and no disposable (throw-away) domain (decision 0057). */
export function checkEmail(email: string, field = 'email'): void {
  const code = emailError(email) ?? (isDisposableAddress(email) ? 'email_disposable' : undefined);
  if (code) throw fieldError(code, field);
}

/** SPEC §5/§8: an address with an account is refused; a deleted one not yet purged sends to customer service. */
export async function checkEmailFree(
  sql: Sql,
  siteId: number,
  email: string,
  field = 'email',
): Promise<void> {
  const existing = await findMemberByEmail(sql, siteId, normalizeEmail(email));
  if (!existing) return;
  const code = existing.user.status === 'deleted' ? 'account_deleted_contact_support' : 'email_taken';
  throw new AppError(code, 409, { field });
}

/** The §5 rules for whichever signup fields are present, in the order the steps ask for them. */
export async function checkSignupFields(
  sql: Sql,
  siteId: number,
  form: Partial<SignupForm>,
  today: Date,
): Promise<void> {
  if (form.date_of_birth !== undefined) {
    const code = birthDateError(form.date_of_birth, today);
    if (code) throw fieldError(code, 'date_of_birth', { min_age: MINIMUM_AGE });
  }
  if (form.name !== undefined) {
    const code = nameError(form.name, form.email ?? '');
    if (code) throw fieldError(code, 'name');
  }
  if (form.email !== undefined) {
    checkEmail(form.email);
    await checkEmailFree(sql, siteId, form.email);
  }
  if (form.password !== undefined) checkPassword(form.password);
}
