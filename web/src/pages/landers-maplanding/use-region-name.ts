import { usePlaceName } from '../../features/members/use-place-name.ts';
import type { RegionChoice } from './RegionMap.tsx';

/** The chosen region's name in the interface language (its country's name for a country without regions). */
export function useRegionName(choice: RegionChoice): string | null {
  const place = usePlaceName(choice?.country ?? 'NL', choice?.region || null);
  if (!choice) return null;
  return place.region ?? place.country;
}
