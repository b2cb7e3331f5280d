import type { SwipeCard } from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import { presentTile } from '../members/index.ts';
import type { SwipeCardRow } from './queries.ts';

/** A swipe card: the tile, with interests and description only where the site shows them (decision 0013). */
export function presentSwipeCard(
  row: SwipeCardRow,
  site: Pick<SiteRow, 'visibleProfileFields' | 'visibleProfileNotes'>,
): SwipeCard {
  return {
    ...presentTile(row),
    interests: site.visibleProfileFields.includes('interests') ? row.interests : [],
    description: site.visibleProfileNotes.includes('description') ? row.description : null,
  };
}
