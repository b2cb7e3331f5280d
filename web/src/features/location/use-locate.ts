import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../locale/use-language.ts';
import { regionsQuery } from '../regions/regions-api.ts';
import { currentPosition, type PositionFailure } from './browser-position.ts';
import { geocodePosition } from './geocode-api.ts';

/** A choice filled from the browser's position, with the position it came from. */
export type Located = {
  country: string;
  /** A code of /api/regions.php, or '' when there is none. */
  region: string;
  place: string | null;
  position: { lat: number; lon: number };
};

export type LocateFailure =
  | { reason: PositionFailure | 'geocodeFailed' }
  | { reason: 'countryNotOffered'; country: string };

/** "Use my location": position, then geocode, then a country this site offers and a region of our list. */
export function useLocate(countries: readonly string[], onLocated: (located: Located) => void) {
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<LocateFailure>();

  const locate = async () => {
    setLocating(true);
    setFailure(undefined);
    try {
      const position = await currentPosition().catch((reason: PositionFailure) => {
        setFailure({ reason });
      });
      if (!position) return;
      const geocode = await geocodePosition(position.lat, position.lon);
      if (!geocode) return setFailure({ reason: 'geocodeFailed' });
      if (!countries.includes(geocode.country))
        return setFailure({ reason: 'countryNotOffered', country: geocode.country });
      const regions = await queryClient.fetchQuery(regionsQuery(language)).catch(() => undefined);
      const known = regions?.[geocode.country]?.regions.some(({ code }) => code === geocode.region);
      onLocated({
        country: geocode.country,
        region: known && geocode.region ? geocode.region : '',
        place: geocode.place,
        position,
      });
    } finally {
      setLocating(false);
    }
  };

  return { locate, locating, failure, clearFailure: () => setFailure(undefined) };
}
