import {
  DESCRIPTION_MAX_LENGTH,
  type FictionalProfile,
  type FictionalProfileBody,
  fictionalProfileBodySchema,
  GENDERS,
  SEXUALITIES,
} from '@community/contract';
import { useId } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/FormError.tsx';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { useCountryOptions } from '../location/use-country-options.ts';
import { InterestsPicker } from '../profile/InterestsPicker.tsx';
import { useCurrentSettings } from '../settings/use-current-settings.ts';

/** The form's values as the fields hold them: region and description as text ('' for none). */
type Values = Omit<FictionalProfileBody, 'region' | 'description'> & { region: string; description: string };

const FIELDS = ['name', 'date_of_birth', 'country', 'region', 'description'] as const;
const MESSAGES = {
  name: 'errors.name_length',
  date_of_birth: 'errors.birth_date_invalid',
  country: 'errors.validation_failed',
  region: 'errors.validation_failed',
  description: 'errors.validation_failed',
  interests: 'errors.validation_failed',
};

function valuesOf(profile: FictionalProfile | undefined, country: string): Values {
  return {
    name: profile?.name ?? '',
    date_of_birth: profile?.date_of_birth ?? '',
    gender: profile?.gender ?? 'female',
    sexuality: profile?.sexuality ?? 'hetero',
    country: profile?.country ?? country,
    region: profile?.region ?? '',
    description: profile?.description ?? '',
    interests: (profile?.interests ?? []) as Values['interests'],
  };
}

/** Name, birth date, gender, sexuality, country and region, description and interests of a fictional profile. */
export function FictionalProfileForm({
  profile,
  submitLabel,
  onSave,
}: {
  profile?: FictionalProfile;
  submitLabel: string;
  onSave: (body: FictionalProfileBody) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('admin-fictional');
  const id = useId();
  const settings = useCurrentSettings();
  const countries = useCountryOptions(profile?.country ?? '');
  const { register, control, onSubmit, formError, fieldError, formState } = useContractForm<Values>({
    schema: fictionalProfileBodySchema,
    defaultValues: valuesOf(profile, settings.geoip_country ?? countries.codes[0] ?? 'NL'),
    messages: MESSAGES,
    fieldErrors: FIELDS,
    focusErrors: true,
  });
  const save = (values: Values) =>
    onSave({
      ...values,
      region: values.region.trim() || null,
      description: values.description.trim() || null,
    });
  const field = (name: (typeof FIELDS)[number]) => {
    const error = fieldError(name);
    return {
      isInvalid: Boolean(error),
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
      error: error && (
        <Form.Control.Feedback type="invalid" id={`${id}-${name}-error`}>
          {error}
        </Form.Control.Feedback>
      ),
    };
  };
  const name = field('name');
  const birth = field('date_of_birth');
  const region = field('region');
  const description = field('description');

  return (
    <Form noValidate onSubmit={onSubmit(save)} style={{ maxWidth: 640 }}>
      <Form.Group controlId={`${id}-name`} className="mb-3">
        <Form.Label>{t('profileFields.name.label')}</Form.Label>
        <Form.Control
          isInvalid={name.isInvalid}
          aria-describedby={name['aria-describedby']}
          {...register('name')}
        />
        {name.error}
      </Form.Group>
      <Form.Group controlId={`${id}-birth`} className="mb-3">
        <Form.Label>{ta('adminFictional.form.birthDate')}</Form.Label>
        <Form.Control
          type="date"
          isInvalid={birth.isInvalid}
          aria-describedby={birth['aria-describedby']}
          {...register('date_of_birth')}
        />
        {birth.error}
      </Form.Group>
      <div className="row g-3 mb-3">
        <Form.Group controlId={`${id}-gender`} className="col-sm-6">
          <Form.Label>{t('profileFields.gender.label')}</Form.Label>
          <Form.Select {...register('gender')}>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`profileFields.gender.${gender}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-sexuality`} className="col-sm-6">
          <Form.Label>{t('profileFields.sexuality.label')}</Form.Label>
          <Form.Select {...register('sexuality')}>
            {SEXUALITIES.map((sexuality) => (
              <option key={sexuality} value={sexuality}>
                {t(`profileFields.sexuality.${sexuality}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <div className="row g-3 mb-3">
        <Form.Group controlId={`${id}-country`} className="col-sm-6">
          <Form.Label>{ta('adminFictional.form.country')}</Form.Label>
          <Form.Select {...register('country')}>
            {countries.options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-region`} className="col-sm-6">
          <Form.Label>{ta('adminFictional.form.region')}</Form.Label>
          <Form.Control
            isInvalid={region.isInvalid}
            aria-describedby={region['aria-describedby']}
            {...register('region')}
          />
          {region.error}
        </Form.Group>
      </div>
      <Form.Group controlId={`${id}-description`} className="mb-3">
        <Form.Label>{ta('adminFictional.form.description')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={5}
          maxLength={DESCRIPTION_MAX_LENGTH}
          isInvalid={description.isInvalid}
          aria-describedby={description['aria-describedby']}
          {...register('description')}
        />
        {description.error}
      </Form.Group>
      <Controller
        control={control}
        name="interests"
        render={({ field: interests, fieldState }) => (
          <InterestsPicker
            value={interests.value}
            onChange={interests.onChange}
            error={fieldState.error}
            hiddenFromOthers={false}
          />
        )}
      />
      <FormError message={formError} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}
