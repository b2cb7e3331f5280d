import { type Language, textInLanguage } from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';

/** The site's own wording, kept per language (decision 0032). */
export type SiteTextField =
  | 'name'
  | 'indexTitle'
  | 'description'
  | 'fictionalWarning'
  | 'fictionalSingular'
  | 'fictionalPlural'
  | 'fictionalIcon';

/** One of the site's texts in a language, else in the site's own language (domain_language), else Dutch. */
export function siteText(site: SiteRow, field: SiteTextField, language: Language): string {
  return textInLanguage(site[field], language, site.domainLanguage);
}
