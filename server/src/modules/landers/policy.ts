import type { BodyType, Gender, LanderAudience, NicheName, Sexuality } from '@community/contract';

/** Who a lander shows of the site's listed members (decision 0061). Every bound optional. */
export type TeaserAudience = {
  audience: LanderAudience;
  sexualities?: readonly Sexuality[];
  bodyTypes?: readonly BodyType[];
  minAge?: number;
  maxAge?: number;
};

/**
 * The niche's members (SPEC §1 niches, decision 0061). bdsm has no profile field or interest of its own
 * (INTEREST_KEYS holds none), so it shows its audience unfiltered until one exists.
 */
export const NICHE_AUDIENCES: Record<NicheName, TeaserAudience> = {
  general: { audience: 'everyone' },
  she: { audience: 'women' },
  bdsm: { audience: 'everyone' },
  bbw: { audience: 'women', bodyTypes: ['curvy', 'full_figured'] },
  gilf: { audience: 'women', minAge: 60 },
  milf: { audience: 'women', minAge: 35, maxAge: 55 },
  // Men seeking men: a same-sex or bisexual orientation.
  gay: { audience: 'men', sexualities: ['gay', 'lesbian', 'bi'] },
};

/** The niche's bounds with the variant's audience, when it names one, in place of the niche's. */
export function teaserAudience(niche: NicheName, variantAudience: LanderAudience | null): TeaserAudience {
  const own = NICHE_AUDIENCES[niche];
  return variantAudience ? { ...own, audience: variantAudience } : own;
}

/** The genders an audience shows; undefined: both. */
export function gendersOf(audience: LanderAudience): Gender[] | undefined {
  if (audience === 'women') return ['female'];
  if (audience === 'men') return ['male'];
  return undefined;
}
