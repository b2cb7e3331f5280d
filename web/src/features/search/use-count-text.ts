import type { SearchResponse } from '@community/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../locale/use-language.ts';

/** "1 result", "24 results", or "1000+ results" when counting stopped at SEARCH_COUNT_CAP. */
export function useCountText(): (page: Pick<SearchResponse, 'count' | 'count_capped'>) => string {
  const { t } = useTranslation();
  const { tag } = useLanguage();
  const format = new Intl.NumberFormat(tag);
  return ({ count, count_capped }) => {
    if (count_capped) return t('search.countCapped', { count: format.format(count) });
    if (count === 1) return t('search.countOne');
    return t('search.count', { count: format.format(count) });
  };
}
