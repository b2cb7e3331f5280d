import { useEffect } from 'react';
import { apiBeacon } from '../../api/client.ts';

/**
 * SPEC §4, §7: while a member is logged in, POST (beacon) /api/page-hidden.php with an empty JSON body each time
 * the page becomes hidden, so the server knows they left and sends news by mail or push instead.
 */
export function usePageHiddenBeacon(loggedIn: boolean): void {
  useEffect(() => {
    if (!loggedIn) return;
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') apiBeacon('/api/page-hidden.php', {});
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [loggedIn]);
}
