import { LANGUAGE_NAMES, type Settings, SWITCHER_COUNTRIES, visibleLanguages } from '@community/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useCurrentSettings } from '../settings/use-current-settings.ts';
import { writeCountryCookie } from './country-cookie.ts';
import { useLanguage } from './use-language.ts';

/** The country whose languages the switcher offers (SPEC §9): the one chosen, else where the visitor is. */
export function switcherCountry(settings: Settings): string | null {
  return settings.chosen_country ?? settings.geoip_selected_country ?? settings.geoip_country;
}

/**
 * /lang-config for a visitor (decision 0066): the country that decides the language switcher's list, saved in a
 * cookie beside the language (the server reads it where it would take the GeoIP country). The list it gives is
 * shown, and announced when it changes.
 */
export function CountryChoice() {
  const { t } = useTranslation('partners');
  const { language, tag } = useLanguage();
  const settings = useCurrentSettings();
  const queryClient = useQueryClient();
  const id = useId();
  const names = useMemo(() => new Intl.DisplayNames([tag], { type: 'region' }), [tag]);
  const countries = useMemo(
    () =>
      SWITCHER_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
        a.name.localeCompare(b.name, tag),
      ),
    [names, tag],
  );
  const choose = (value: string) => {
    const country = value || null;
    writeCountryCookie(country);
    queryClient.setQueriesData<Settings>({ queryKey: ['settings'] }, (old) =>
      old ? { ...old, chosen_country: country } : old,
    );
  };
  const offered = visibleLanguages(switcherCountry(settings), language).map((code) => LANGUAGE_NAMES[code]);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label className="h5">{t('partners.country.label')}</Form.Label>
      <Form.Select
        value={settings.chosen_country ?? ''}
        onChange={(event) => choose(event.target.value)}
        aria-describedby={`${id}-hint ${id}-offers`}
      >
        <option value="">{t('partners.country.auto')}</option>
        {countries.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </Form.Select>
      <Form.Text id={`${id}-hint`} className="d-block">
        {t('partners.country.hint')}
      </Form.Text>
      <p id={`${id}-offers`} role="status" className="mt-2 mb-0">
        {t('partners.country.offers', { languages: offered.join(', ') })}
      </p>
    </Form.Group>
  );
}
