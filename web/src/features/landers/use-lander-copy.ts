import type { LanderName, LanderVariant } from '@community/contract';
import { useTranslation } from 'react-i18next';

export type LanderCopy = { headline: string; subline: string; callToAction: string };

/**
 * The words a lander shows: the variant's own (already in the visitor's language) where it has them, else the
 * lander's translated defaults (`landers.<name>.headline`, `.subline`, and the shared call to action).
 */
export function useLanderCopy(name: LanderName, variant: LanderVariant | undefined): LanderCopy {
  const { t } = useTranslation('landers');
  return {
    headline: variant?.headline ?? t(`landers.${name}.headline`),
    subline: variant?.subline ?? t(`landers.${name}.subline`),
    callToAction: variant?.call_to_action ?? t('landers.common.callToAction'),
  };
}
