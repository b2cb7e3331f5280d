import { INTERESTS_MAX } from '@community/contract';
import { useId } from 'react';
import { Spinner } from 'react-bootstrap';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { describedBy, FieldErrorText, PrivateFieldHint } from './FieldMessages.tsx';
import { useInterests } from './interests-api.ts';

type Props = {
  value: string[];
  onChange: (value: string[]) => void;
  error: FieldError | undefined;
  hiddenFromOthers: boolean;
};

/** Interests as toggle chips (checkboxes underneath); at most INTERESTS_MAX, the rest wait until one is off. */
export function InterestsPicker({ value, onChange, error, hiddenFromOthers }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const interests = useInterests();
  const full = value.length >= INTERESTS_MAX;
  const toggle = (key: string, on: boolean) =>
    onChange(on ? [...value, key] : value.filter((each) => each !== key));
  return (
    <fieldset
      className="mb-3"
      aria-describedby={describedBy(`${id}-count`, hiddenFromOthers && `${id}-hint`, error && `${id}-error`)}
    >
      <legend className="form-label fs-6 mb-2">{t('profileFields.interests.label')}</legend>
      {interests.isPending && <Spinner size="sm" role="status" aria-label={t('profile.details.loading')} />}
      {interests.isError && (
        <p role="alert" className="text-danger small">
          {errorText(t, interests.error)}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        {interests.data?.map((key) => {
          const checked = value.includes(key);
          return (
            <div key={key}>
              <input
                type="checkbox"
                className="btn-check"
                id={`${id}-${key}`}
                checked={checked}
                disabled={full && !checked}
                onChange={(event) => toggle(key, event.currentTarget.checked)}
              />
              <label className="btn btn-sm btn-outline-primary rounded-pill" htmlFor={`${id}-${key}`}>
                {t(`interests.${key}`)}
              </label>
            </div>
          );
        })}
      </div>
      <FieldErrorText id={`${id}-error`} error={error} />
      <div id={`${id}-count`} className="form-text" aria-live="polite">
        {t('profile.details.interestsCount', { count: value.length, max: INTERESTS_MAX })}
      </div>
      <PrivateFieldHint id={`${id}-hint`} hidden={hiddenFromOthers} />
    </fieldset>
  );
}
