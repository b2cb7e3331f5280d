import type { LanderResponse } from '@community/contract';
import { useTranslation } from 'react-i18next';
import type { LanderCopy } from './use-lander-copy.ts';

/**
 * A lander's opening words: the niche's line above (`landers.common.niche.<niche>`), the headline as the page's
 * one h1, and the subline. `tone="light"` for text over a photo or a dark band.
 */
export function LanderIntro({
  lander,
  copy,
  tone = 'dark',
  className,
}: {
  lander: LanderResponse;
  copy: LanderCopy;
  tone?: 'dark' | 'light';
  className?: string;
}) {
  const { t } = useTranslation('landers');
  return (
    <header className={className}>
      <p className={`lander-eyebrow mb-1 ${tone === 'light' ? 'text-white' : ''}`}>
        {t(`landers.common.niche.${lander.variant.niche}`)}
      </p>
      <h1 className={`display-6 fw-bold mb-2 ${tone === 'light' ? 'text-white' : ''}`}>{copy.headline}</h1>
      <p className={`lead mb-0 ${tone === 'light' ? 'text-white' : 'text-body-secondary'}`}>{copy.subline}</p>
    </header>
  );
}
