import {
  type CurrentUser,
  type Gender,
  MINIMUM_AGE,
  SEARCH_AGE_MAX,
  SEARCH_FILTERS,
  type SearchFilters,
  WEB_ROUTES,
  wantedGenders,
} from '@community/contract';
import { type FilterValues, queryWithFilters, searchFilters } from '../search/search-filters.ts';

/** What the member chose in the match finder's three steps. '' means any country or region. */
export type MatchFinderChoice = {
  genders: Gender[];
  minAge: number;
  maxAge: number;
  country: string;
  region: string;
};

export const MATCH_FINDER_STEPS = ['genders', 'ages', 'region'] as const;

/** The member's own preference (gender and sexuality), every age, and their own country. */
export function defaultChoice(user: CurrentUser): MatchFinderChoice {
  return {
    genders: wantedGenders(user.profile.gender, user.profile.sexuality),
    minAge: MINIMUM_AGE,
    maxAge: SEARCH_AGE_MAX,
    country: user.profile.country,
    region: '',
  };
}

/** The choice in the member search's terms: one gender filters, both mean "any". */
function filterValues(choice: MatchFinderChoice): FilterValues {
  return {
    gender: choice.genders.length === 1 ? (choice.genders[0] ?? '') : '',
    country: choice.country,
    countryregion: choice.country ? choice.region : '',
    min_age: String(choice.minAge),
    max_age: String(choice.maxAge),
  };
}

/** The filters of GET /api/members.php for the suggestions. */
export function choiceFilters(choice: MatchFinderChoice): SearchFilters {
  return searchFilters(filterValues(choice));
}

/** The member search with the same filters in its URL, to see every result. */
export function membersSearchPath(choice: MatchFinderChoice): string {
  const query = queryWithFilters(new URLSearchParams(), filterValues(choice), new Set(SEARCH_FILTERS));
  return `${WEB_ROUTES.members}?${query}`;
}
