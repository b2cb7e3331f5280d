import { type CurrentUser, locationFormSchema } from '@community/contract';
import { useId, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/FormError.tsx';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { SettingsSection } from '../account/SettingsSection.tsx';
import { CodeOptions } from '../regions/CodeOptions.tsx';
import { useCountryRegions } from '../regions/regions-api.ts';
import { useCurrentUser } from '../session/use-current-user.ts';
import { LocateControl } from './LocateControl.tsx';
import { useSaveLocation } from './location-api.ts';
import { useCountryOptions } from './use-country-options.ts';
import { type Located, useLocate } from './use-locate.ts';

/** The "Location" section of the own profile: country, region, and "Use my location" to fill them. */
export function LocationSettings() {
  const user = useCurrentUser();
  return user ? <LocationForm user={user} /> : null;
}

function LocationForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useContractForm<{ country: string; region: string }>({
    schema: locationFormSchema,
    defaultValues: { country: user.profile.country, region: user.profile.region ?? '' },
  });
  const country = form.watch('country');
  // Set only while the choice is the one the position gave; any change by hand drops the position.
  const [located, setLocated] = useState<Located>();
  const [saved, setSaved] = useState(false);
  const { codes, options } = useCountryOptions(user.profile.country);
  const regions = useCountryRegions(country);
  const save = useSaveLocation();
  const { locate, locating, failure, clearFailure } = useLocate(codes, (found) => {
    form.setValue('country', found.country);
    form.setValue('region', found.region);
    setLocated(found);
    setSaved(false);
  });

  const changedByHand = () => {
    setLocated(undefined);
    setSaved(false);
    clearFailure();
  };

  const submit = form.onSubmit(
    ({ region }) => {
      const hasRegions = Boolean(regions && regions.regions.length > 0);
      return save
        .mutateAsync({
          country,
          region: hasRegions && region ? region : null,
          ...(located ? { position: located.position } : {}),
        })
        .then(() => {
          setLocated(undefined);
          setSaved(true);
        });
    },
    () => setSaved(false),
  );

  return (
    <SettingsSection id="profile-location" title={t('location.title')}>
      <p className="text-body-secondary">{t('location.intro')}</p>
      <LocateControl
        id={id}
        locating={locating}
        failure={failure}
        place={located?.place}
        onLocate={() => void locate()}
      />
      <Form noValidate onSubmit={submit}>
        <Form.Group controlId={`${id}-country`} className="mb-3">
          <Form.Label>{t('location.country')}</Form.Label>
          <Form.Select
            // Shown from the form's values: the position fills them while the region list is still on its way.
            value={country}
            {...form.register('country', {
              onChange: () => {
                form.setValue('region', '');
                changedByHand();
              },
            })}
          >
            <CodeOptions items={options} />
          </Form.Select>
        </Form.Group>
        {regions && regions.regions.length > 0 && (
          <Form.Group controlId={`${id}-region`} className="mb-3">
            <Form.Label>{t(`regions.term.${regions.term}`)}</Form.Label>
            <Form.Select
              value={form.watch('region')}
              {...form.register('region', { onChange: changedByHand })}
            >
              <option value="">{t('location.noRegion')}</option>
              <CodeOptions items={regions.regions} />
            </Form.Select>
          </Form.Group>
        )}
        <FormError message={form.formError} />
        {saved && (
          <Alert variant="success" role="status">
            {t('location.saved')}
          </Alert>
        )}
        <Button type="submit" disabled={save.isPending}>
          {t('location.save')}
        </Button>
      </Form>
    </SettingsSection>
  );
}
