import { AGE_RANGE_FIELD, GENDERS, type SearchFilterName } from '@community/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from '../location/use-country-options.ts';
import { CodeOptions } from '../regions/CodeOptions.tsx';
import { useCountryRegions } from '../regions/regions-api.ts';
import { ageRangeValid, type FilterValues, SEARCH_AGES } from './search-filters.ts';

type Props = {
  /** The filters of the search shown; the form starts over from them whenever they change. */
  current: FilterValues;
  /** Changes on "Clear", so that a half-edited form is reset even when the search itself stays the same. */
  revision: number;
  shown: Set<SearchFilterName>;
  onSearch: (values: FilterValues) => void;
  onClear: () => void;
};

/** The search filters the site shows (settings.search_fields); nothing is searched until it is submitted. */
export function SearchForm({ current, revision, shown, onSearch, onClear }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(current);
  // A minimum age above the maximum is refused (decision 0036), also when a link brings it.
  const [agesRefused, setAgesRefused] = useState(!ageRangeValid(current));
  const maxAge = useRef<HTMLSelectElement>(null);
  const currentKey = JSON.stringify(current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: currentKey and revision stand for `current`.
  useEffect(() => {
    setDraft(current);
    setAgesRefused(!ageRangeValid(current));
  }, [currentKey, revision]);
  const { options: countries } = useCountryOptions('');
  const regions = useCountryRegions(draft.country);
  const set = (name: keyof FilterValues, value: string) => {
    const next = { ...draft, [name]: value };
    setDraft(next);
    if (agesRefused) setAgesRefused(!ageRangeValid(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ageRangeValid(draft)) {
      setAgesRefused(true);
      maxAge.current?.focus();
      return;
    }
    onSearch(draft);
  };

  const ageSelect = (name: 'min_age' | 'max_age', label: string) => {
    const refused = agesRefused && name === AGE_RANGE_FIELD;
    return (
      <Col xs={6} lg>
        <Form.Group controlId={`${id}-${name}`}>
          <Form.Label>{label}</Form.Label>
          <Form.Select
            ref={name === AGE_RANGE_FIELD ? maxAge : undefined}
            value={draft[name]}
            isInvalid={refused}
            aria-invalid={refused || undefined}
            aria-describedby={refused ? `${id}-ages-refused` : undefined}
            onChange={(event) => set(name, event.currentTarget.value)}
          >
            <option value="">{t('search.filters.any')}</option>
            {SEARCH_AGES.map((age) => (
              <option key={age} value={age}>
                {age}
              </option>
            ))}
          </Form.Select>
          {refused && (
            <Form.Control.Feedback type="invalid" id={`${id}-ages-refused`} role="alert">
              {t('search.filters.agesOutOfOrder')}
            </Form.Control.Feedback>
          )}
        </Form.Group>
      </Col>
    );
  };

  return (
    <Form role="search" aria-label={t('search.filters.label')} onSubmit={submit} className="mb-4">
      <Row className="g-3 align-items-end">
        {shown.has('gender') && (
          <Col xs={12} sm={6} lg>
            <Form.Group controlId={`${id}-gender`}>
              <Form.Label>{t('search.filters.gender')}</Form.Label>
              <Form.Select
                value={draft.gender}
                onChange={(event) => set('gender', event.currentTarget.value)}
              >
                <option value="">{t('search.gender.any')}</option>
                {GENDERS.map((gender) => (
                  <option key={gender} value={gender}>
                    {t(`search.gender.${gender}`)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
        )}
        {shown.has('country') && (
          <Col xs={12} sm={6} lg>
            <Form.Group controlId={`${id}-country`}>
              <Form.Label>{t('search.filters.country')}</Form.Label>
              <Form.Select
                value={draft.country}
                onChange={(event) => {
                  const country = event.currentTarget.value;
                  setDraft((before) => ({ ...before, country, countryregion: '' }));
                }}
              >
                <option value="">{t('search.filters.anyCountry')}</option>
                <CodeOptions items={countries} />
              </Form.Select>
            </Form.Group>
          </Col>
        )}
        {shown.has('country') && shown.has('countryregion') && regions && regions.regions.length > 0 && (
          <Col xs={12} sm={6} lg>
            <Form.Group controlId={`${id}-countryregion`}>
              <Form.Label>{t(`regions.term.${regions.term}`)}</Form.Label>
              <Form.Select
                value={draft.countryregion}
                onChange={(event) => set('countryregion', event.currentTarget.value)}
              >
                <option value="">{t('search.filters.any')}</option>
                <CodeOptions items={regions.regions} />
              </Form.Select>
            </Form.Group>
          </Col>
        )}
        {shown.has('min_age') && ageSelect('min_age', t('search.filters.minAge'))}
        {shown.has('max_age') && ageSelect('max_age', t('search.filters.maxAge'))}
        <Col xs={12} lg="auto" className="d-flex flex-wrap gap-2">
          <Button type="submit">{t('search.submit')}</Button>
          <Button type="button" variant="outline-secondary" onClick={onClear}>
            {t('search.clear')}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
