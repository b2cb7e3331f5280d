import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useCountryName, useCountryOptions } from '../location/use-country-options.ts';
import { CodeOptions } from '../regions/CodeOptions.tsx';
import { useCountryRegions } from '../regions/regions-api.ts';
import { FinderStep } from './FinderStep.tsx';
import type { StepProps } from './step-props.ts';

/** Step 3: the country (the site's countries, or any) and, where the country has them, a region (or anywhere). */
export function StepRegion({
  choice,
  onChange,
  onNext,
  onBack,
  focus,
  ownCountry,
}: StepProps & { ownCountry: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { options } = useCountryOptions(ownCountry);
  const countryName = useCountryName();
  const regions = useCountryRegions(choice.country);
  return (
    <FinderStep
      step={2}
      heading={t('matchFinder.region.heading')}
      focus={focus}
      onNext={onNext}
      onBack={onBack}
      nextLabel={t('matchFinder.show')}
    >
      <fieldset>
        <legend className="form-label fs-6 fw-semibold">{t('matchFinder.region.legend')}</legend>
        <Form.Group controlId={`${id}-country`} className="mb-3">
          <Form.Label>{t('matchFinder.region.country')}</Form.Label>
          <Form.Select
            value={choice.country}
            onChange={(event) => onChange({ country: event.target.value, region: '' })}
          >
            <option value="">{t('matchFinder.region.anyCountry')}</option>
            <CodeOptions items={options} />
          </Form.Select>
        </Form.Group>
        {choice.country && regions && regions.regions.length > 0 && (
          <Form.Group controlId={`${id}-region`}>
            <Form.Label>{t(`regions.term.${regions.term}`)}</Form.Label>
            <Form.Select value={choice.region} onChange={(event) => onChange({ region: event.target.value })}>
              <option value="">
                {t('matchFinder.region.anyRegion', { country: countryName(choice.country) })}
              </option>
              <CodeOptions items={regions.regions} />
            </Form.Select>
          </Form.Group>
        )}
      </fieldset>
    </FinderStep>
  );
}
