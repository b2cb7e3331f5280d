import type { TFunction } from 'i18next';
import { ApiError } from '../api/client.ts';

/**
 * The translated text of a failed call: `errors.<code>` with the answer's parameters, else the generic text.
 * An answer's one numeric parameter (minutes, limit …) is what its text counts: it is passed as `count` so
 * the text takes the plural form of the member's language.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const numbers = Object.values(error.params).filter((value) => typeof value === 'number');
    const count = numbers.length === 1 ? { count: numbers[0] } : {};
    return t(`errors.${error.code}`, { ...error.params, ...count, defaultValue: t('errors.generic') });
  }
  return t('errors.generic');
}

/** The form field the server named as the one at fault (`field`), if any. */
export function errorField(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const field = error.params.field;
  return typeof field === 'string' ? field : undefined;
}

export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}
