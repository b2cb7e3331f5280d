import type { SearchResponse } from '@community/contract';
import { useTranslation } from 'react-i18next';

/** "1 result", "24 results", or "1000+ results" when counting stopped at SEARCH_COUNT_CAP. */
export function useCountText(): (page: Pick<SearchResponse, 'count' | 'count_capped'>) => string {
  const { t } = useTranslation();
  return ({ count, count_capped }) => {
    if (count_capped) return t('search.countCapped', { count });
    return t('search.count', { count });
  };
}
