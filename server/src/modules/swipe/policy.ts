import { SWIPE_FREE_LIKES_PER_DAY } from '@community/contract';
import { addDays } from '../../platform/clock.ts';

/** The swipe game's day is the UTC day: the free likes start again at midnight UTC (SPEC §6, §9). */
export function swipeDay(now: Date): { start: Date; resetsAt: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, resetsAt: addDays(start, 1) };
}

/** Swipe likes left today: premium members are unlimited (null), free members get SWIPE_FREE_LIKES_PER_DAY. */
export function swipeLikesLeft(member: { paid_user: boolean }, usedToday: number): number | null {
  return member.paid_user ? null : Math.max(0, SWIPE_FREE_LIKES_PER_DAY - usedToday);
}

/**
 * Where a member's walk through the cards starts today: fixed for the day, so a reload shows the same card,
 * and another place each day and for each member, so members do not all see the same profiles first.
 */
export function swipeStart(memberId: number, now: Date, highestId: number): number {
  const day = Math.floor(now.getTime() / 86_400_000);
  const mixed = (Math.imul(memberId, 2_654_435_761) ^ Math.imul(day + 1, 40_503)) >>> 0;
  return 1 + (mixed % Math.max(1, highestId));
}
