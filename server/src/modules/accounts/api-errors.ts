import type { RouteErrors } from '../../platform/openapi-errors.ts';

/** The field rules of the signup form (field-rules.ts), answered with the field's name. */
export const SIGNUP_FIELD_ERRORS = {
  400: [
    'birth_date_required',
    'birth_date_invalid',
    'name_starts_with_at',
    'name_equals_email',
    'name_length',
    'name_characters',
    'email_invalid',
    'email_disposable',
    'password_too_short',
    'password_too_long',
    'password_too_common',
  ],
  409: ['email_taken', 'account_deleted_contact_support'],
} as const satisfies RouteErrors;

/** A new password and its repeat (checkNewPassword). */
export const NEW_PASSWORD_ERRORS = {
  400: ['password_too_short', 'password_too_long', 'password_too_common', 'password_mismatch'],
} as const satisfies RouteErrors;

/** The member's own password asked again (verifyOwnPassword): wrong, or the address locked out. */
export const OWN_PASSWORD_ERRORS = {
  400: ['password_wrong'],
  429: ['account_locked'],
} as const satisfies RouteErrors;
