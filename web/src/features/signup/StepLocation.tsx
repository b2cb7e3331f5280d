import { REGION_COUNTRIES } from '@community/contract';
import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../locale/use-language.ts';
import { useCountryRegions } from '../regions/regions-api.ts';
import { useCurrentSettings } from '../settings/use-current-settings.ts';
import { FieldFeedback } from './FieldFeedback.tsx';
import { StepFrame } from './StepFrame.tsx';
import { type StepProps, useStepForm } from './use-step-form.ts';

/** The countries to choose from: the site's, or every country we know regions of. */
function useSignupCountries(): readonly string[] {
  const settings = useCurrentSettings();
  return settings.countries.length > 0 ? settings.countries : REGION_COUNTRIES;
}

/** The country signup starts with: the selected or GeoIP country when offered, else the first offered. */
export function useDefaultCountry(): string {
  const settings = useCurrentSettings();
  const countries = useSignupCountries();
  const preferred = settings.geoip_selected_country ?? settings.geoip_country;
  return preferred && countries.includes(preferred) ? preferred : (countries[0] ?? '');
}

/** step2: country, and the region of that country when it has regions (optional). */
export function StepLocation(props: StepProps) {
  const { t } = useTranslation();
  const { tag } = useLanguage();
  const id = useId();
  const countries = useSignupCountries();
  const {
    register,
    handleSubmit,
    back,
    watch,
    setValue,
    formState: { errors },
  } = useStepForm(props);
  const regions = useCountryRegions(watch('country'));
  const names = new Intl.DisplayNames([tag], { type: 'region' });
  const sorted = [...countries]
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, tag));
  const country = register('country', {
    onChange: () => setValue('region', ''),
  });
  return (
    <StepFrame
      {...props.frame}
      heading={t('signup.step2.heading')}
      onSubmit={handleSubmit(props.onNext)}
      onBack={back}
    >
      <Form.Group controlId={`${id}-country`} className="mb-3">
        <Form.Label>{t('signup.step2.country')}</Form.Label>
        <Form.Select
          isInvalid={Boolean(errors.country)}
          aria-describedby={errors.country ? `${id}-country-error` : undefined}
          {...country}
        >
          {sorted.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </Form.Select>
        <FieldFeedback id={`${id}-country-error`} error={errors.country} />
      </Form.Group>
      {regions && regions.regions.length > 0 && (
        <Form.Group controlId={`${id}-region`}>
          <Form.Label>{t('signup.optional', { label: t(`regions.term.${regions.term}`) })}</Form.Label>
          <Form.Select
            isInvalid={Boolean(errors.region)}
            aria-describedby={errors.region ? `${id}-region-error` : undefined}
            {...register('region')}
          >
            <option value="">{t('signup.step2.noRegion')}</option>
            {regions.regions.map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </Form.Select>
          <FieldFeedback id={`${id}-region-error`} error={errors.region} />
        </Form.Group>
      )}
      <Form.Text className="d-block mt-2">{t('signup.step2.hint')}</Form.Text>
    </StepFrame>
  );
}
