import type { ProfileTile } from '@community/contract';
import { useTranslation } from 'react-i18next';
import { LanderDisclosure } from './LanderDisclosure.tsx';
import { LanderSignupButton } from './LanderSignupButton.tsx';

/**
 * Where a lander ends: the call to action, the free-signup note and, when it showed a fictional profile, the
 * site's disclosure.
 */
export function LanderSignupBlock({
  callToAction,
  profiles,
  className,
}: {
  callToAction: string;
  profiles: readonly ProfileTile[];
  className?: string;
}) {
  const { t } = useTranslation('landers');
  return (
    <div className={['text-center', className].filter(Boolean).join(' ')}>
      <LanderSignupButton className="px-5 py-3 rounded-pill shadow">{callToAction}</LanderSignupButton>
      <p className="small text-body-secondary mt-2 mb-1">{t('landers.common.freeNote')}</p>
      <LanderDisclosure profiles={profiles} className="mb-0" />
    </div>
  );
}
