import { useCurrentSettings } from '../settings/use-current-settings.ts';
import { usePartnerLinks } from './partners-api.ts';

export type PartnerKind = 'cam' | 'resell';
export type PartnerLink = { kind: PartnerKind; url: string };

/**
 * The partner tiles a list may show (decision 0066): where the site's `member_resell` is on, the cam and the
 * resell link that are configured, in that order; none otherwise (and no call is made).
 */
export function usePartnerTiles(): PartnerLink[] {
  const settings = useCurrentSettings();
  const links = usePartnerLinks(settings.member_resell && settings.partners.tiles);
  if (!links || !settings.member_resell) return [];
  const tiles: PartnerLink[] = [];
  if (links.cam_url) tiles.push({ kind: 'cam', url: links.cam_url });
  if (links.resell_url) tiles.push({ kind: 'resell', url: links.resell_url });
  return tiles;
}

/** On /members one partner tile follows every this many profiles (decision 0066). */
const PARTNER_TILE_EVERY = 8;

/**
 * Where a list of profiles gets its partner tiles: after every PARTNER_TILE_EVERY-th, taking turns; a shorter list
 * (it is complete: a page holds more) gets one after its last profile.
 */
export function withPartnerTiles<T>(
  items: readonly T[],
  partners: readonly PartnerLink[],
  every = PARTNER_TILE_EVERY,
): Array<{ item: T; index: number } | { partner: PartnerLink; slot: number }> {
  const out: Array<{ item: T; index: number } | { partner: PartnerLink; slot: number }> = [];
  items.forEach((item, index) => {
    out.push({ item, index });
    const slot = (index + 1) / every;
    const partner = partners[(slot - 1) % partners.length];
    if (Number.isInteger(slot) && partner) out.push({ partner, slot });
  });
  const first = partners[0];
  if (items.length > 0 && items.length < every && first) out.push({ partner: first, slot: 1 });
  return out;
}
