import { useEffect } from 'react';

// Features that own a whole screen (the landers') set the title too: the hook lives below the pages.
export { usePageTitle } from '../features/settings/use-page-title.ts';

const COUNT_PREFIX = /^\(\d+\) /;

/** The title with `(count) ` in front, or none for 0; a previous count is replaced. */
function titleWithCount(title: string, count: number): string {
  const base = title.replace(COUNT_PREFIX, '');
  return count > 0 ? `(${count}) ${base}` : base;
}

/**
 * Puts `(count) ` before whatever title the page sets (SPEC §2: unread messages plus new likes), and keeps it
 * there when the page changes its title later.
 */
export function useTitleCount(count: number): void {
  useEffect(() => {
    const apply = () => {
      const wanted = titleWithCount(document.title, count);
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = titleWithCount(document.title, 0);
    };
  }, [count]);
}
