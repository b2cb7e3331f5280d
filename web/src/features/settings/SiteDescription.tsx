import { useEffect } from 'react';
import { useCurrentSettings } from './use-current-settings.ts';

/**
 * Keeps `<meta name="description">` on the site's description in the interface language: the server writes it
 * into the page, and a change of language changes it here.
 */
export function SiteDescription() {
  const { description } = useCurrentSettings();
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
  return null;
}
