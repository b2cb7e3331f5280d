import type { Geocode } from '@community/contract';
import { apiFetch } from '../../api/client.ts';

// Two decimals (about a kilometre) are enough to name a place, and keep exact positions out of request logs.
const coarse = (degrees: number) => Math.round(degrees * 100) / 100;

/** GET /api/geocode.php: the place, country and region near a browser position, or false on any error (SPEC §7). */
export async function geocodePosition(lat: number, lon: number): Promise<Geocode | false> {
  try {
    const answer = await apiFetch<{ geocode: Geocode }>('/api/geocode.php', {
      query: { lat: coarse(lat), lon: coarse(lon) },
    });
    return answer.geocode;
  } catch {
    return false;
  }
}
