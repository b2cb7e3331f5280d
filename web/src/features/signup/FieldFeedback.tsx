import { MINIMUM_AGE } from '@community/contract';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * Error messages of the step forms are translation keys (`errors.<code>` from the shared rules); the one
 * with a number, the birth date's minimum age, counts it (`count`) for its plural form.
 */
export function FieldFeedback({ id, error }: { id: string; error: FieldError | undefined }) {
  const { t } = useTranslation();
  if (!error?.message) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {t(error.message, { count: MINIMUM_AGE })}
    </div>
  );
}

/** The ids a field's aria-describedby lists: its hint and, when shown, its error. */
export const describedBy = (...ids: Array<string | false | undefined>) =>
  ids.filter(Boolean).join(' ') || undefined;
