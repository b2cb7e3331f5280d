import {
  type CurrentUser,
  DESCRIPTION_MAX_LENGTH,
  GENDERS,
  PROFILE_CHOICE_FIELDS,
  profileDetailsFormSchema,
  SEXUALITIES,
} from '@community/contract';
import { useId, useMemo, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/FormError.tsx';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { ChoiceSelect } from './ChoiceSelect.tsx';
import { describedBy, FieldErrorText, PrivateFieldHint } from './FieldMessages.tsx';
import { InterestsPicker } from './InterestsPicker.tsx';
import { useUpdateProfile } from './profile-api.ts';
import { CHOICE_FIELDS, changedFields, formValuesOf, type ProfileFormValues } from './profile-form-values.ts';
import { useHiddenFromOthers } from './profile-visibility.ts';

const FORM_FIELDS = [
  'name',
  'gender',
  'sexuality',
  'interests',
  'description',
  ...CHOICE_FIELDS,
] as const satisfies readonly (keyof ProfileFormValues)[];

/** Name, gender, sexuality, the choices of SPEC §3, interests and a description; saves only what changed. */
export function ProfileDetailsForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateProfile();
  const hiddenFromOthers = useHiddenFromOthers();
  const [outcome, setOutcome] = useState<'saved' | 'unchanged'>();
  const schema = useMemo(() => profileDetailsFormSchema(user.email), [user.email]);
  const {
    register,
    onSubmit,
    control,
    watch,
    reset,
    formError,
    formState: { errors },
  } = useContractForm<ProfileFormValues>({
    schema,
    defaultValues: formValuesOf(user.profile),
    fieldErrors: FORM_FIELDS,
    focusErrors: true,
    recheckOnChange: true,
  });
  const descriptionLength = watch('description').length;

  const save = (values: ProfileFormValues) => {
    setOutcome(undefined);
    const changes = changedFields(user.profile, values);
    if (Object.keys(changes).length === 0) {
      setOutcome('unchanged');
      return;
    }
    return update.mutateAsync(changes).then((saved) => {
      reset(formValuesOf(saved.profile));
      setOutcome('saved');
    });
  };

  return (
    <Form noValidate onSubmit={onSubmit(save)}>
      <p className="text-body-secondary">{t('profile.details.visibility')}</p>
      <Form.Group controlId={`${id}-name`} className="mb-3">
        <Form.Label>{t('profileFields.name.label')}</Form.Label>
        <Form.Control
          autoComplete="nickname"
          isInvalid={Boolean(errors.name)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(errors.name && `${id}-name-error`)}
          {...register('name')}
        />
        <FieldErrorText id={`${id}-name-error`} error={errors.name} />
      </Form.Group>
      <ChoiceSelect
        field="gender"
        options={GENDERS}
        optional={false}
        registration={register('gender')}
        error={errors.gender}
        hiddenFromOthers={hiddenFromOthers('gender')}
      />
      <ChoiceSelect
        field="sexuality"
        options={SEXUALITIES}
        optional={false}
        registration={register('sexuality')}
        error={errors.sexuality}
        hiddenFromOthers={hiddenFromOthers('sexuality')}
      />
      {CHOICE_FIELDS.map((field) => (
        <ChoiceSelect
          key={field}
          field={field}
          options={PROFILE_CHOICE_FIELDS[field]}
          optional
          registration={register(field)}
          error={errors[field]}
          hiddenFromOthers={hiddenFromOthers(field)}
        />
      ))}
      <Controller
        control={control}
        name="interests"
        render={({ field, fieldState }) => (
          <InterestsPicker
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error}
            hiddenFromOthers={hiddenFromOthers('interests')}
          />
        )}
      />
      <Form.Group controlId={`${id}-description`} className="mb-3">
        <Form.Label>{t('profileFields.description.label')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={5}
          maxLength={DESCRIPTION_MAX_LENGTH}
          isInvalid={Boolean(errors.description)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy(
            `${id}-description-count`,
            hiddenFromOthers('description') && `${id}-description-hint`,
            errors.description && `${id}-description-error`,
          )}
          {...register('description')}
        />
        <FieldErrorText id={`${id}-description-error`} error={errors.description} />
        <Form.Text id={`${id}-description-count`} className="d-block text-end">
          {t('profile.details.descriptionCount', {
            length: descriptionLength,
            count: DESCRIPTION_MAX_LENGTH,
          })}
        </Form.Text>
        <PrivateFieldHint id={`${id}-description-hint`} hidden={hiddenFromOthers('description')} />
      </Form.Group>
      <FormError message={formError} />
      {outcome && (
        <Alert variant={outcome === 'saved' ? 'success' : 'secondary'} role="status">
          {t(outcome === 'saved' ? 'profile.details.saved' : 'profile.details.unchanged')}
        </Alert>
      )}
      <Button type="submit" variant="primary" disabled={update.isPending}>
        {t('profile.details.save')}
      </Button>
    </Form>
  );
}
