import type { DiscoveryTile, SearchResponse } from '@community/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Col, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { errorText } from '../../components/error-text.ts';
import { PartnerTile } from '../partners/PartnerTile.tsx';
import { type PartnerLink, withPartnerTiles } from '../partners/use-partner-tiles.ts';
import { SearchTile } from './SearchTile.tsx';
import { useCountText } from './use-count-text.ts';
import { useLoadOnView } from './use-load-on-view.ts';

type Props = {
  results: UseInfiniteQueryResult<InfiniteData<SearchResponse>>;
  /** Profiles shown elsewhere on the page, left out here. */
  exclude?: ReadonlySet<number>;
  /** Shown when the search finds nobody. */
  emptyText?: string;
  /** Partner tiles to mix in (decision 0066); none by default. */
  partners?: readonly PartnerLink[];
};

/** Each profile once, in the order the pages brought them. */
export function uniqueProfiles(pages: SearchResponse[] | undefined, exclude?: ReadonlySet<number>) {
  const seen = new Set<number>(exclude);
  const profiles: DiscoveryTile[] = [];
  for (const page of pages ?? [])
    for (const profile of page.profiles) {
      if (seen.has(profile.id)) continue;
      seen.add(profile.id);
      profiles.push(profile);
    }
  return profiles;
}

/**
 * The number of results (announced when it changes), the tiles, and the next page: on "Show more" (the focus
 * then moves to the first new profile) or by itself when the end of the list scrolls into view.
 */
export function SearchResultList({ results, exclude, emptyText, partners = [] }: Props) {
  const { t } = useTranslation();
  const countText = useCountText();
  const listRef = useRef<HTMLUListElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const [focusFrom, setFocusFrom] = useState<number>();
  const profiles = useMemo(() => uniqueProfiles(results.data?.pages, exclude), [results.data, exclude]);
  const first = results.data?.pages[0];
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = results;

  useEffect(() => {
    if (focusFrom === undefined) return;
    setFocusFrom(undefined);
    listRef.current?.querySelector<HTMLElement>(`[data-profile-index="${focusFrom}"] a`)?.focus();
  }, [focusFrom]);

  const loadMore = () => {
    if (!isFetchingNextPage) void fetchNextPage();
  };
  const showMore = async () => {
    if (isFetchingNextPage) return;
    const from = profiles.length;
    await fetchNextPage();
    setFocusFrom(from);
  };
  useLoadOnView(
    endRef,
    Boolean(hasNextPage) && !isFetchingNextPage && !isFetchNextPageError,
    results.data?.pages.length ?? 0,
    loadMore,
  );

  return (
    <>
      <p role="status" className="fw-semibold mb-3">
        {results.isPending ? t('search.loading') : first ? countText(first) : ''}
      </p>
      {results.isPending && (
        <div className="text-center py-4">
          <Spinner animation="border" aria-hidden="true" />
        </div>
      )}
      {results.isError && !first && (
        <ErrorWithRetry error={results.error} onRetry={results.refetch} retryLabel={t('search.retry')} />
      )}
      {first && profiles.length === 0 && emptyText && <p>{emptyText}</p>}
      {profiles.length > 0 && (
        <Row as="ul" ref={listRef} xs={2} sm={3} md={4} xl={6} className="g-3 list-unstyled mb-3">
          {withPartnerTiles(profiles, partners).map((entry) =>
            'partner' in entry ? (
              <Col as="li" key={`partner-${entry.slot}`}>
                <PartnerTile kind={entry.partner.kind} url={entry.partner.url} />
              </Col>
            ) : (
              <Col as="li" key={entry.item.id} data-profile-index={entry.index}>
                <SearchTile tile={entry.item} />
              </Col>
            ),
          )}
        </Row>
      )}
      <div ref={endRef} />
      {isFetchNextPageError && (
        <Alert variant="danger" role="alert">
          {errorText(t, results.error)}
        </Alert>
      )}
      {hasNextPage && (
        <div className="text-center">
          <Button variant="outline-primary" onClick={() => void showMore()} aria-busy={isFetchingNextPage}>
            {isFetchingNextPage && (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            {isFetchingNextPage ? t('search.loadingMore') : t('search.more')}
          </Button>
        </div>
      )}
    </>
  );
}
