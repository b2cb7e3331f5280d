import type { TFunction } from 'i18next';
import { ApiError } from '../api/client.ts';

/** The translated text of a failed call: `errors.<code>` with the answer's parameters, else the generic text. */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    return t(`errors.${error.code}`, { ...error.params, defaultValue: t('errors.generic') });
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
