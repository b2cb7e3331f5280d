import { AGE_RANGE_FIELD, GENDERS, type SearchFilterName, searchFiltersSchema } from '@community/contract';
import { useEffect, useId } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../forms/use-contract-form.ts';
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
  const form = useContractForm<FilterValues>({
    schema: searchFiltersSchema,
    defaultValues: current,
    messages: { [AGE_RANGE_FIELD]: 'search.filters.agesOutOfOrder' },
    focusErrors: true,
  });
  const { register, reset, trigger, getFieldState, setValue, watch } = form;
  const currentKey = JSON.stringify(current);
  // A minimum age above the maximum is refused (decision 0036), also when a link brings it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: currentKey and revision stand for `current`.
  useEffect(() => {
    reset(current);
    if (!ageRangeValid(current)) void trigger(AGE_RANGE_FIELD);
  }, [currentKey, revision]);
  const { options: countries } = useCountryOptions('');
  const regions = useCountryRegions(watch('country'));
  const agesRefused = form.fieldError(AGE_RANGE_FIELD);
  // Once refused, the ages are judged again as they change.
  const recheckAges = {
    onChange: () => getFieldState(AGE_RANGE_FIELD).error && void trigger(AGE_RANGE_FIELD),
  };

  const submit = form.onSubmit(onSearch);

  const ageSelect = (name: 'min_age' | 'max_age', label: string) => {
    const refused = Boolean(agesRefused) && name === AGE_RANGE_FIELD;
    return (
      <Col xs={6} lg>
        <Form.Group controlId={`${id}-${name}`}>
          <Form.Label>{label}</Form.Label>
          <Form.Select
            isInvalid={refused}
            aria-invalid={refused || undefined}
            aria-describedby={refused ? `${id}-ages-refused` : undefined}
            {...register(name, recheckAges)}
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
              {agesRefused}
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
              <Form.Select {...register('gender')}>
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
              <Form.Select {...register('country', { onChange: () => setValue('countryregion', '') })}>
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
              <Form.Select {...register('countryregion')}>
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
