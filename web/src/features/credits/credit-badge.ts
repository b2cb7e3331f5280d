import { CREDIT_BADGE_THRESHOLD } from '@community/contract';

/**
 * SPEC §2: a paid member's remaining credits on the top-bar Credits link at CREDIT_BADGE_THRESHOLD or fewer, in
 * the warning colour above 0 and the danger colour at 0; null: no badge.
 */
export function creditBadgeColour(credits: number): 'warning' | 'danger' | null {
  if (credits > CREDIT_BADGE_THRESHOLD) return null;
  return credits > 0 ? 'warning' : 'danger';
}
