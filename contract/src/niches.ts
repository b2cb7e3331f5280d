/** Site niches 1 to 7 (SPEC §1). */
export const NICHES = {
  1: 'general',
  2: 'she',
  3: 'bdsm',
  4: 'bbw',
  5: 'gilf',
  6: 'milf',
  7: 'gay',
} as const;
export type NicheId = keyof typeof NICHES;
export type NicheName = (typeof NICHES)[NicheId];
export function nicheName(id: number): NicheName {
  return NICHES[id as NicheId] ?? 'general';
}
