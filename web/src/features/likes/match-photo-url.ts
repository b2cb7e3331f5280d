import { useCurrentSettings } from '../settings/use-current-settings.ts';

/** The address of a profile's match picture: `main_image.match` is a path, served through the site's CDN. */
export function useMatchPhotoUrl(): (path: string) => string {
  const { cdn_prefix } = useCurrentSettings();
  return (path) => `${cdn_prefix.replace(/\/+$/, '')}${path}`;
}
