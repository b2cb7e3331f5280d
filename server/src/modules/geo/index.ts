// The geo module's door for other modules: regions, reverse geocoding and coarse positions.

export { reverseGeocode } from './geocode.ts';
export { createRegionMatcher } from './region-matcher.ts';
export { buildRegions } from './regions.ts';
export { snapPosition } from './snap-position.ts';
