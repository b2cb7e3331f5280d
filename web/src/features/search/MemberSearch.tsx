import { SIMILAR_RESULTS_BELOW } from '@community/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorCode } from '../../components/error-text.ts';
import { usePartnerTiles } from '../partners/use-partner-tiles.ts';
import { useCurrentUser } from '../session/use-current-user.ts';
import { useCurrentSettings } from '../settings/use-current-settings.ts';
import { FiltersDisclosure } from './FiltersDisclosure.tsx';
import { SearchLoginNotice } from './SearchLoginNotice.tsx';
import { SearchResultList, uniqueProfiles } from './SearchResultList.tsx';
import { visitorMaySearch } from './search-access.ts';
import { SEARCH_QUERY_KEY, type SearchRequest, useSearch } from './search-api.ts';
import {
  ageRangeValid,
  defaultGender,
  type FilterValues,
  filtersFromQuery,
  queryWithFilters,
  searchFilters,
  shownFilters,
  withoutFilters,
} from './search-filters.ts';

// The filter form with its validation loads only when the filters are shown (FiltersDisclosure, decision 0069).
const SearchForm = lazy(async () => ({ default: (await import('./SearchForm.tsx')).SearchForm }));

/**
 * Member search (SPEC §3 Search state, §4): the filters live in the URL, so a reload or a shared link shows
 * the same search. When the exact filter finds few, similar results follow with their own count and pages.
 */
export function MemberSearch({ network }: { network?: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const settings = useCurrentSettings();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [revision, setRevision] = useState(0);
  const partners = usePartnerTiles();
  const shown = useMemo(() => shownFilters(settings.search_fields), [settings.search_fields]);
  const values = filtersFromQuery(params, shown, defaultGender(user?.profile));

  const request: SearchRequest = {
    filters: searchFilters(values),
    similar: false,
    ...(user || !network ? {} : { network }),
    viewerId: user?.id ?? null,
  };
  // The page shows this only to whom may search; checked here too, because logging out re-renders this
  // with the visitor before the page swaps it for the login notice.
  const allowed = user !== null || visitorMaySearch(settings, network);
  // Ages out of order (a link can bring them): the server would refuse them, so the form says why instead.
  const valid = ageRangeValid(values);
  const exact = useSearch(request, allowed && valid);
  const first = exact.data?.pages[0];
  const wantSimilar = first !== undefined && !first.count_capped && first.count < SIMILAR_RESULTS_BELOW;
  const similar = useSearch({ ...request, similar: true }, allowed && valid && wantSimilar);
  const exactIds = useMemo(
    () => new Set(uniqueProfiles(exact.data?.pages).map((profile) => profile.id)),
    [exact.data],
  );

  /** A new search starts at page one: a cached search of the new filters is dropped, a repeated one reloaded. */
  const go = (next: URLSearchParams) => {
    if (next.toString() === params.toString()) void queryClient.resetQueries({ queryKey: SEARCH_QUERY_KEY });
    else {
      queryClient.removeQueries({ queryKey: SEARCH_QUERY_KEY, type: 'inactive' });
      setParams(next);
    }
  };
  const search = (chosen: FilterValues) => go(queryWithFilters(params, chosen, shown));
  const clear = () => {
    setRevision((before) => before + 1);
    go(withoutFilters(params));
  };

  if (errorCode(exact.error) === 'login_required') return <SearchLoginNotice />;
  const similarShown =
    wantSimilar && (similar.isPending || uniqueProfiles(similar.data?.pages, exactIds).length > 0);
  return (
    <>
      {shown.size > 0 && (
        <FiltersDisclosure>
          <SearchForm current={values} revision={revision} shown={shown} onSearch={search} onClear={clear} />
        </FiltersDisclosure>
      )}
      {valid && (
        <section aria-labelledby="search-results">
          <h2 id="search-results" className="visually-hidden">
            {t('search.results')}
          </h2>
          <SearchResultList results={exact} emptyText={t('search.empty')} partners={partners} />
        </section>
      )}
      {similarShown && (
        <section aria-labelledby="search-similar" className="mt-5">
          <h2 id="search-similar" className="h4">
            {t('search.similar.title')}
          </h2>
          <p className="text-body-secondary">{t('search.similar.intro')}</p>
          <SearchResultList results={similar} exclude={exactIds} />
        </section>
      )}
    </>
  );
}
