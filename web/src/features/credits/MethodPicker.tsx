import type { PaymentMethod } from '@community/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The payment methods as a group of radio buttons; `invalid`: the member tried to pay without choosing one. */
export function MethodPicker({
  methods,
  value,
  onChange,
  invalid,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="mb-3" aria-describedby={invalid ? `${id}-error` : undefined}>
      <legend className="h5">{t('credits.buy.methodLegend')}</legend>
      <div className="row row-cols-2 row-cols-sm-3 g-2">
        {methods.map((method) => (
          <div key={method} className="col">
            <input
              type="radio"
              className="btn-check"
              name={`${id}-method`}
              id={`${id}-${method}`}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
            />
            <label className="btn btn-outline-secondary w-100 h-100" htmlFor={`${id}-${method}`}>
              {t(`paymentMethods.${method}`)}
            </label>
          </div>
        ))}
      </div>
      {invalid && (
        <p id={`${id}-error`} className="text-danger small mt-2 mb-0" role="alert">
          {t('credits.buy.methodRequired')}
        </p>
      )}
    </fieldset>
  );
}
