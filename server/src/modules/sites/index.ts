// The sites module's door for other modules.
export { type SiteTextField, siteText } from './site-texts.ts';
