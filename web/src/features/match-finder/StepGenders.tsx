import { GENDERS, type Gender } from '@community/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FinderStep } from './FinderStep.tsx';
import type { StepProps } from './step-props.ts';

/** Step 1: whom the member looks for, men, women or both (at least one). */
export function StepGenders({ choice, onChange, onNext, focus }: StepProps) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState(false);
  const toggle = (gender: Gender, checked: boolean) => {
    setError(false);
    onChange({
      genders: GENDERS.filter((each) => (each === gender ? checked : choice.genders.includes(each))),
    });
  };
  const next = () => {
    if (choice.genders.length === 0) {
      setError(true);
      document.getElementById(`${id}-${GENDERS[0]}`)?.focus();
      return;
    }
    onNext();
  };
  return (
    <FinderStep step={0} heading={t('matchFinder.genders.heading')} focus={focus} onNext={next}>
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="form-label fs-6 fw-semibold">{t('matchFinder.genders.legend')}</legend>
        <div className="row g-2">
          {GENDERS.map((gender) => (
            <div key={gender} className="col">
              <input
                type="checkbox"
                className="btn-check"
                id={`${id}-${gender}`}
                checked={choice.genders.includes(gender)}
                aria-invalid={error || undefined}
                onChange={(event) => toggle(gender, event.target.checked)}
              />
              <label className="btn btn-outline-primary w-100" htmlFor={`${id}-${gender}`}>
                {t(`matchFinder.genders.${gender}`)}
              </label>
            </div>
          ))}
        </div>
        {error && (
          <p id={`${id}-error`} className="text-danger small mt-2 mb-0" role="alert">
            {t('matchFinder.genders.required')}
          </p>
        )}
      </fieldset>
    </FinderStep>
  );
}
