import { type Settings, trackingFromQuery } from '@community/contract';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { readTracking } from '../signup/tracking.ts';

/**
 * SPEC §6: a visitor sees search when the site shows it to every visitor (logged_out_search), or to visitors
 * who came through a traffic source (logged_out_search_trafficsource) and this one did.
 */
export function visitorMaySearch(
  settings: Pick<Settings, 'logged_out_search' | 'logged_out_search_trafficsource'>,
  network: string | undefined,
): boolean {
  return settings.logged_out_search || (settings.logged_out_search_trafficsource && Boolean(network));
}

/** The visitor's traffic source: the stored one, or a network in the current query. */
export function useVisitorNetwork(): string | undefined {
  const { search } = useLocation();
  return useMemo(
    () => readTracking()?.network || trackingFromQuery(new URLSearchParams(search))?.network,
    [search],
  );
}
