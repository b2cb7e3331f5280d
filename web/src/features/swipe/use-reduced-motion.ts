import { useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const mediaList = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

/** The person asked their system for less motion: no tilting or gliding cards then. Follows changes. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => mediaList()?.matches ?? false);
  useEffect(() => {
    const list = mediaList();
    if (!list) return;
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
