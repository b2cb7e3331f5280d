import { useEffect } from 'react';
import { useUnreadMessagesCount } from '../../features/chats/chats-api.ts';
import { useNewLikesCount } from '../../features/likes/likes-api.ts';
import { useTitleCount } from '../../pages/page-title.ts';

type BadgeNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/** The installed app's icon badge; where the browser lacks it or refuses, nothing happens (SPEC §8). */
function updateAppBadge(count: number): void {
  const badge = navigator as BadgeNavigator;
  try {
    const update = count > 0 ? badge.setAppBadge?.(count) : badge.clearAppBadge?.();
    update?.catch(() => undefined);
  } catch {
    // Some browsers throw at once instead of rejecting (no permission, not installed).
  }
}

/**
 * What waits for the member, counted in the page title and on the installed app's icon (SPEC §2, §4): unread
 * messages plus new likes.
 */
export function AttentionCount() {
  const count = useUnreadMessagesCount() + useNewLikesCount();
  useTitleCount(count);
  useEffect(() => updateAppBadge(count), [count]);
  return null;
}
