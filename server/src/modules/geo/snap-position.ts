/** Grid cell size: a stored position is at most √2 km (half the cell diagonal) from the browser's. */
const CELL_KM = 2;
const KM_PER_DEGREE_LAT = 111.32;
const LAT_STEP = CELL_KM / KM_PER_DEGREE_LAT;
/** Below this cosine (within ~0.6° of a pole) the longitude step stops growing. */
const MIN_COS = 0.01;

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
// 5 decimals (about 1 m) keep stored values tidy without moving a point off its cell centre; `+ 0` turns -0 into 0.
const round5 = (value: number) => Math.round(value * 1e5) / 1e5 + 0;

/**
 * Snaps a browser position to the centre of its 2 km cell, so no stored position tells where someone is to
 * closer than about a kilometre. The longitude step is widened by 1/cos(latitude) of the snapped latitude, so a
 * cell is about 2 km wide everywhere and snapping a snapped position changes nothing.
 */
export function snapPosition(lat: number, lon: number): { lat: number; lon: number } {
  const snappedLat = clamp(round5(Math.round(lat / LAT_STEP) * LAT_STEP), 90);
  const cos = Math.max(MIN_COS, Math.cos((snappedLat * Math.PI) / 180));
  const lonStep = LAT_STEP / cos;
  const snappedLon = clamp(round5(Math.round(lon / lonStep) * lonStep), 180);
  return { lat: snappedLat, lon: snappedLon };
}
