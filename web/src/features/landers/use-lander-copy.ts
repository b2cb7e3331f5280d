import type { LanderName, LanderVariant } from '@community/contract';
import { useTranslation } from 'react-i18next';

export type LanderCopy = { headline: string; subline: string; callToAction: string };

/** A lander's own translated headline and subline, when they live in another namespace (`landers-media`). */
export type LanderDefaults = Pick<LanderCopy, 'headline' | 'subline'>;

/**
 * The words a lander shows: the variant's own (already in the visitor's language) where it has them, else the
 * lander's translated defaults (`defaults`, else `landers.<name>.headline`, `.subline`; the shared call to action).
 */
export function useLanderCopy(
  name: LanderName,
  variant: LanderVariant | undefined,
  defaults?: LanderDefaults,
): LanderCopy {
  const { t } = useTranslation('landers');
  return {
    headline: variant?.headline ?? defaults?.headline ?? t(`landers.${name}.headline`),
    subline: variant?.subline ?? defaults?.subline ?? t(`landers.${name}.subline`),
    callToAction: variant?.call_to_action ?? t('landers.common.callToAction'),
  };
}
