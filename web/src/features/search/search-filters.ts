import {
  type Gender,
  MINIMUM_AGE,
  SEARCH_AGE_MAX,
  SEARCH_FILTERS,
  type SearchFilterName,
  type SearchFilters,
  type Sexuality,
  searchFiltersSchema,
  wantedGenders,
} from '@community/contract';

/** The filter form's values: '' means "any". Ages are kept as the text of the select. */
export type FilterValues = {
  gender: Gender | '';
  country: string;
  countryregion: string;
  min_age: string;
  max_age: string;
};

/** The ages a filter offers. */
export const SEARCH_AGES: number[] = Array.from(
  { length: SEARCH_AGE_MAX - MINIMUM_AGE + 1 },
  (_, index) => MINIMUM_AGE + index,
);

/** The filters the site shows (settings.search_fields), in the contract's order. */
export function shownFilters(searchFields: readonly string[]): Set<SearchFilterName> {
  return new Set(SEARCH_FILTERS.filter((name) => searchFields.includes(name)));
}

/** A member looks for the genders they want; one gender selects it, both means "any". Visitors: any. */
export function defaultGender(profile: { gender: Gender; sexuality: Sexuality } | undefined): Gender | '' {
  if (!profile) return '';
  const wanted = wantedGenders(profile.gender, profile.sexuality);
  return wanted.length === 1 ? (wanted[0] ?? '') : '';
}

/** One filter of a URL, read by the contract's rule for it (the server's); a malformed one is "any" (''). */
function filterValue(name: SearchFilterName, raw: string | null): string {
  const parsed = searchFiltersSchema.shape[name].safeParse(raw ?? undefined);
  return parsed.success && parsed.data !== undefined ? String(parsed.data) : '';
}

/** The contract's rules for the whole filter, the age range too (decision 0036): the form refuses what the server refuses. */
export const ageRangeValid = (values: FilterValues): boolean =>
  searchFiltersSchema.safeParse(searchFilters(values)).success;

/**
 * The filters a URL query holds. Only shown filters are read; anything malformed counts as "any". Without a
 * `gender` in the URL the member's own preference applies (also when the site shows no gender filter); an
 * empty `gender=` is "any".
 */
export function filtersFromQuery(
  query: URLSearchParams,
  shown: Set<SearchFilterName>,
  genderDefault: Gender | '',
): FilterValues {
  const read = (name: SearchFilterName) => (shown.has(name) ? filterValue(name, query.get(name)) : '');
  const rawGender = shown.has('gender') ? query.get('gender') : null;
  const gender = rawGender === null ? genderDefault : (read('gender') as Gender | '');
  const country = read('country');
  return {
    gender,
    country,
    countryregion: country ? read('countryregion') : '',
    min_age: read('min_age'),
    max_age: read('max_age'),
  };
}

/**
 * The URL query after a search: the current query without its old filters, plus the chosen ones. A shown
 * gender filter is always written (empty for "any") so that the link means the same to everyone.
 */
export function queryWithFilters(
  current: URLSearchParams,
  values: FilterValues,
  shown: Set<SearchFilterName>,
): URLSearchParams {
  const next = withoutFilters(current);
  for (const name of SEARCH_FILTERS) {
    if (!shown.has(name)) continue;
    const value = values[name];
    if (value || name === 'gender') next.set(name, value);
  }
  return next;
}

/** The URL query with every filter removed (other parameters, such as tracking, stay). */
export function withoutFilters(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of SEARCH_FILTERS) next.delete(name);
  return next;
}

/**
 * The filters as the server takes them (GET /api/members.php), each read by the contract's rule for it (ages
 * become numbers there); "any" is left out. The web's own rule: a region counts only with a country.
 */
export function searchFilters(values: FilterValues): SearchFilters {
  const filters: Record<string, unknown> = {};
  for (const name of SEARCH_FILTERS) {
    if (name === 'countryregion' && !values.country) continue;
    const parsed = searchFiltersSchema.shape[name].safeParse(values[name]);
    if (parsed.success && parsed.data !== undefined) filters[name] = parsed.data;
  }
  return filters as SearchFilters;
}
