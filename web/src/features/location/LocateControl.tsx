import { Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useCountryName } from './use-country-options.ts';
import { useGeolocationPermission } from './use-geolocation-permission.ts';
import type { LocateFailure } from './use-locate.ts';

type Props = {
  id: string;
  locating: boolean;
  failure: LocateFailure | undefined;
  /** The nearest place of the position the choice was filled from. */
  place: string | null | undefined;
  onLocate: () => void;
};

/** The "Use my location" button with what the browser allows, what went wrong, and the place found. */
export function LocateControl({ id, locating, failure, place, onLocate }: Props) {
  const { t } = useTranslation();
  const permission = useGeolocationPermission();
  const countryName = useCountryName();
  const blocked = permission === 'unsupported' || permission === 'denied';
  const hint =
    permission === 'unsupported'
      ? t('location.permission.unsupported')
      : permission === 'denied'
        ? t('location.permission.denied')
        : permission === 'prompt'
          ? t('location.permission.prompt')
          : undefined;
  return (
    <div className="mb-3">
      <Button
        variant="outline-primary"
        onClick={onLocate}
        disabled={blocked || locating}
        aria-describedby={hint ? `${id}-permission` : undefined}
      >
        {locating && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {t(locating ? 'location.locating' : 'location.useMyLocation')}
      </Button>
      {hint && (
        <Form.Text id={`${id}-permission`} className="d-block">
          {hint}
        </Form.Text>
      )}
      <div role="status" className="mt-2">
        {place && (
          <>
            <p className="mb-0">{t('location.near', { place })}</p>
            <Form.Text>
              <a href="https://www.geonames.org/">{t('location.attribution')}</a>
            </Form.Text>
          </>
        )}
      </div>
      {failure && (
        <p role="alert" className="text-danger mt-2 mb-0">
          {failure.reason === 'countryNotOffered'
            ? t('location.errors.countryNotOffered', { country: countryName(failure.country) })
            : t(`location.errors.${failure.reason}`)}
        </p>
      )}
    </div>
  );
}
