import { LANDER_SLUG_PATTERN } from '@community/contract';
import { useTranslation } from 'react-i18next';

/**
 * The copy a member landing shows, chosen by the slug of `/members/{id}/landing2/{slug}` and `landing3/{slug}`
 * (decision 0063). The variants are data: each is a block `memberLanding.variants.<slug>` in the namespace's
 * texts (web/src/i18n/ns/member-landing/*.json) with a headline, a subline and a call to action; an unknown or
 * missing slug gets `default`. A new variant is a new block in the eleven files, no code.
 */
export type LandingCopy = { variant: string; headline: string; subline: string; cta: string };

export function useLandingCopy(slug: string | undefined, name: string): LandingCopy {
  const { t, i18n } = useTranslation('member-landing');
  const wanted = slug && LANDER_SLUG_PATTERN.test(slug) ? slug : 'default';
  const variant = i18n.exists(`memberLanding.variants.${wanted}.headline`, { ns: 'member-landing' })
    ? wanted
    : 'default';
  const text = (part: 'headline' | 'subline' | 'cta') =>
    t(`memberLanding.variants.${variant}.${part}`, { name });
  return { variant, headline: text('headline'), subline: text('subline'), cta: text('cta') };
}
