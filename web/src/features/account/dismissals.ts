import { type CurrentUser, DISMISSAL_PERIOD_DAYS, type DismissalFlag } from '@community/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the member dismissed `flag` less than DISMISSAL_PERIOD_DAYS days ago (decision 0008): the alert
 * stays away that long, then returns. A missing or unreadable time counts as not dismissed.
 */
export function isDismissed(user: CurrentUser, flag: DismissalFlag, now: Date = new Date()): boolean {
  const at = user.dismissals[flag];
  if (!at) return false;
  const time = Date.parse(at);
  if (Number.isNaN(time)) return false;
  return now.getTime() - time < DISMISSAL_PERIOD_DAYS * DAY_MS;
}
