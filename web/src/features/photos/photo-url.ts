import { PHOTO_PATH } from '@community/contract';
import { useCurrentSettings } from '../settings/use-current-settings.ts';

/** The address of a photo rendition, through the site's CDN when it has one. */
export function usePhotoUrl(): (filename: string) => string {
  const { cdn_prefix } = useCurrentSettings();
  return (filename) => `${cdn_prefix.replace(/\/+$/, '')}${PHOTO_PATH}/${encodeURIComponent(filename)}`;
}
