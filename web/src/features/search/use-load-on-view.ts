import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `load` once when `target` comes near the viewport, while `enabled`. The watch starts over whenever
 * `loaded` (the number of pages in) changes, so a list that still ends in view after a page keeps filling.
 * Without IntersectionObserver nothing happens: the "Show more" button does the work.
 */
export function useLoadOnView(
  target: RefObject<Element | null>,
  enabled: boolean,
  loaded: number,
  load: () => void,
): void {
  const latest = useRef(load);
  latest.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` restarts the watch after each page.
  useEffect(() => {
    const node = target.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        latest.current();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [target, enabled, loaded]);
}
