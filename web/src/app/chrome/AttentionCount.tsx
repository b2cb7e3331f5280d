import { useEffect } from 'react';
import { useNewLikesCount } from '../../features/likes/likes-api.ts';
import { useTitleCount } from '../../pages/page-title.ts';

/**
 * What waits for the member, counted in the page title and on the installed app's icon (SPEC §2, §4): new
 * likes (unread messages join with the chat). A failing app badge is ignored (SPEC §8).
 */
export function AttentionCount() {
  const count = useNewLikesCount();
  useTitleCount(count);
  useEffect(() => {
    const badge = navigator as Navigator & {
      setAppBadge?: (count?: number) => Promise<void>;
      clearAppBadge?: () => Promise<void>;
    };
    const update = count > 0 ? badge.setAppBadge?.(count) : badge.clearAppBadge?.();
    update?.catch(() => undefined);
  }, [count]);
  return null;
}
