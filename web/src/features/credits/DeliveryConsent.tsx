import { WEB_ROUTES } from '@community/contract';
import { type Ref, useId } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The member's express consent to the credits being delivered at once and their acknowledgement that they lose
 * the right of withdrawal once they use them (EU Directive 2011/83/EU art. 16(m)), asked at every purchase as
 * our terms and return policy promise. Unticked until the member ticks it; `invalid`: they tried to pay without.
 */
export function DeliveryConsent({
  checked,
  onChange,
  invalid,
  inputRef,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Form.Check id={`${id}-consent`} className="mb-3">
      <Form.Check.Input
        ref={inputRef}
        type="checkbox"
        name="delivery_consent"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        required
        isInvalid={invalid}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-consent-error` : undefined}
      />
      <Form.Check.Label>{t('credits.consent.label')}</Form.Check.Label>{' '}
      {/* Outside the label, so that following the link does not tick the box. */}
      <Link to={WEB_ROUTES['pages-return-policy']}>{t('credits.consent.policy')}</Link>
      {invalid && (
        <div id={`${id}-consent-error`} className="invalid-feedback d-block" role="alert">
          {t('credits.consent.required')}
        </div>
      )}
    </Form.Check>
  );
}
