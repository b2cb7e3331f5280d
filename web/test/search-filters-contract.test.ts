import { SEARCH_FILTERS, type SearchFilterName, searchQuerySchema } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { ageRangeValid, filtersFromQuery, searchFilters } from '../src/features/search/search-filters.ts';

const ALL = new Set<SearchFilterName>(SEARCH_FILTERS);

/** What the server makes of the same query: its filters, or undefined when it refuses the call. */
function serverFilters(query: string) {
  const parsed = searchQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
  if (!parsed.success) return undefined;
  const { cursor: _cursor, similar: _similar, network: _network, ...filters } = parsed.data;
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

describe('the search filters of a URL (one rule set with GET /api/members.php)', () => {
  it.each([
    'gender=female&country=NL&countryregion=NH&min_age=25&max_age=40',
    'gender=male&min_age=18&max_age=99',
    'min_age=25.0&max_age=030',
    'country=BE&countryregion=VAN',
    'gender=&country=&min_age=',
  ])('read %s as the server reads it', (query) => {
    const values = filtersFromQuery(new URLSearchParams(query), ALL, '');
    expect(searchFilters(values)).toEqual(serverFilters(query));
    expect(ageRangeValid(values)).toBe(true);
  });

  it.each([
    ['gender=other', 'gender'],
    ['country=nl', 'country'],
    [`country=NL&countryregion=${'x'.repeat(101)}`, 'countryregion'],
    ['min_age=17', 'min_age'],
    ['max_age=100', 'max_age'],
    ['min_age=twenty', 'min_age'],
  ])('take %s, which the server refuses, as "any" %s', (query, name) => {
    expect(serverFilters(query)).toBeUndefined();
    const values = filtersFromQuery(new URLSearchParams(query), ALL, 'female');
    expect(values[name as SearchFilterName]).toBe('');
  });

  it('refuse a minimum age above the maximum, as the server does (agesInOrder)', () => {
    const query = 'min_age=40&max_age=30';
    expect(serverFilters(query)).toBeUndefined();
    const values = filtersFromQuery(new URLSearchParams(query), ALL, '');
    expect({ min: values.min_age, max: values.max_age }).toEqual({ min: '40', max: '30' });
    expect(ageRangeValid(values)).toBe(false);
  });

  it('build the call’s filters with the contract’s rules, a region only with a country', () => {
    expect(
      searchFilters({ gender: 'male', country: '', countryregion: 'NH', min_age: '030', max_age: '' }),
    ).toEqual({
      gender: 'male',
      min_age: 30,
    });
  });
});
