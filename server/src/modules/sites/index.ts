// The sites module's door for other modules.

export { findSiteById } from './queries.ts';
export { languageForRequest } from './request-site.ts';
export { type SiteTextField, siteText } from './site-texts.ts';
