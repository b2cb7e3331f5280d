import { useEffect } from 'react';
import { useCurrentSettings } from './use-current-settings.ts';

/** `<title>`: the page's own title, then the site's name. */
export function usePageTitle(title: string): void {
  const { name } = useCurrentSettings();
  useEffect(() => {
    document.title = `${title} – ${name}`;
  }, [title, name]);
}
