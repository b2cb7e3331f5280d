import { LANGUAGE_TAGS, type Language } from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import { APP_ICONS, type AppIconName } from './app-icons.ts';
import { siteText } from './site-texts.ts';

/** The home screen shows about this many characters under an icon. */
const SHORT_NAME_LENGTH = 12;

export const appIconPath = (icon: AppIconName) => `/app-icon-${icon}.png`;

function shortNameOf(name: string): string {
  if ([...name].length <= SHORT_NAME_LENGTH) return name;
  const firstWord = name.split(/\s+/)[0] ?? name;
  return [...firstWord].slice(0, SHORT_NAME_LENGTH).join('');
}

/** The web manifest of the site (W3C Web Application Manifest): its name, colours and icons. */
export function presentManifest(site: SiteRow, language: Language) {
  const name = siteText(site, 'name', language);
  return {
    id: '/',
    name,
    short_name: shortNameOf(name),
    description: siteText(site, 'description', language),
    lang: LANGUAGE_TAGS[language],
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: site.themeColor,
    background_color: site.backgroundColor,
    icons: (Object.keys(APP_ICONS) as AppIconName[]).map((icon) => ({
      src: appIconPath(icon),
      sizes: `${APP_ICONS[icon].size}x${APP_ICONS[icon].size}`,
      type: 'image/png',
      purpose: APP_ICONS[icon].maskable ? 'maskable' : 'any',
    })),
  };
}
