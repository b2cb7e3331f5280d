import { useId } from 'react';
import { Form } from 'react-bootstrap';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldErrorText, PrivateFieldHint } from './FieldMessages.tsx';

type Props = {
  /** The profile field; its texts are `profileFields.<field>.label` and `profileFields.<field>.<option>`. */
  field: string;
  options: readonly string[];
  /** Offers "not specified" (the empty value, null on the server). */
  optional: boolean;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  hiddenFromOthers: boolean;
};

/** One choice of the profile as a select with translated options. */
export function ChoiceSelect({ field, options, optional, registration, error, hiddenFromOthers }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Form.Group controlId={`${id}-select`} className="mb-3">
      <Form.Label>{t(`profileFields.${field}.label`)}</Form.Label>
      <Form.Select
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hiddenFromOthers && `${id}-hint`, error && `${id}-error`)}
        {...registration}
      >
        {optional && <option value="">{t('profile.details.notSpecified')}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`profileFields.${field}.${option}`)}
          </option>
        ))}
      </Form.Select>
      <FieldErrorText id={`${id}-error`} error={error} />
      <PrivateFieldHint id={`${id}-hint`} hidden={hiddenFromOthers} />
    </Form.Group>
  );
}
