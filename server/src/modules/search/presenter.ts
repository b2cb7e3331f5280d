import type { DiscoveryTile } from '@community/contract';
import { presentTile } from '../members/index.ts';
import type { DiscoveryTileRow } from './queries.ts';

/** A tile with the viewer's like state; like every tile, no e-mail, birth date or position. */
export function presentDiscoveryTile(row: DiscoveryTileRow): DiscoveryTile {
  return { ...presentTile(row), liked: row.liked, match: row.match };
}
