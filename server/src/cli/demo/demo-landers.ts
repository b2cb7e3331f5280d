import type { Insertable } from 'kysely';
import type pg from 'pg';
import type { LanderVariants } from '../../db/tables.ts';
import { typed } from '../../db/typed.ts';

type DemoVariant = Omit<Insertable<LanderVariants>, 'site_id' | 'id' | 'created_at'>;

/**
 * A few lander variants for the demo site (docs/landers.md), so a slug visibly changes a lander's copy and
 * audience. Texts in some languages only: the others show the lander's own translated texts (decision 0061).
 */
export const DEMO_LANDER_VARIANTS: readonly DemoVariant[] = [
  {
    lander: 'collagelanding',
    slug: 'women',
    audience: 'women',
    headline: JSON.stringify({
      nl: 'Vrouwen die net als jij iemand zoeken',
      en: 'Women looking for someone, just like you',
      de: 'Frauen, die wie Sie jemanden suchen',
    }),
    subline: JSON.stringify({
      nl: 'Elke dag nieuwe vrouwen uit jouw regio.',
      en: 'New women from your region every day.',
      de: 'Jeden Tag neue Frauen aus Ihrer Region.',
    }),
    call_to_action: JSON.stringify({
      nl: 'Bekijk wie er online is',
      en: 'See who is online',
      de: 'Wer ist online?',
    }),
  },
  {
    lander: 'collagelanding',
    slug: 'nl-spring',
    headline: JSON.stringify({ nl: 'Lente! Tijd om te daten', en: 'Spring is here: time to date' }),
    subline: JSON.stringify({
      nl: 'Aanmelden is gratis en duurt een minuut.',
      en: 'Signing up is free and takes a minute.',
    }),
  },
  {
    lander: 'gallery',
    slug: 'men',
    audience: 'men',
    headline: JSON.stringify({ nl: 'Mannen in jouw buurt', en: 'Men near you', de: 'Männer in Ihrer Nähe' }),
  },
  {
    lander: 'iconslanding',
    slug: 'discreet',
    headline: JSON.stringify({
      nl: 'Discreet daten, op jouw voorwaarden',
      en: 'Discreet dating, on your terms',
      de: 'Diskret daten, zu Ihren Bedingungen',
    }),
    call_to_action: JSON.stringify({ nl: 'Start discreet', en: 'Start discreetly', de: 'Diskret starten' }),
  },
];

/** Adds the demo variants to the site; those present already are kept as they are. */
export async function ensureDemoLanderVariants(pool: pg.Pool, siteId: number): Promise<void> {
  await typed(pool)
    .insertInto('lander_variants')
    .values(DEMO_LANDER_VARIANTS.map((variant) => ({ ...variant, site_id: siteId })))
    .onConflict((conflict) =>
      conflict.columns(['site_id', 'lander', 'slug']).where('site_id', 'is not', null).doNothing(),
    )
    .execute();
}
