// The sites module's door for other modules.

export { partnerLinksFor } from './partner-links.ts';
export { findSiteById } from './queries.ts';
export { languageForRequest, selectedCountry, settingsForRequest, siteForRequest } from './request-site.ts';
export { siteForHost } from './service.ts';
export { siteTags, tagHostsForPage } from './site-tags.ts';
export { type SiteTextField, siteText } from './site-texts.ts';
