import { WEB_ROUTES } from '@community/contract';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { CreditsState } from '../../features/credits/CreditsState.tsx';
import { useCredits } from '../../features/credits/credits-api.ts';
import { RepeatOrder } from '../../features/credits/RepeatOrder.tsx';
import { useMembersOnly } from '../../features/session/use-members-only.tsx';
import { usePageTitle } from '../page-title.ts';

/** /credits/repeat-order (SPEC §2): where the top bar's Credits link takes a paid member. */
export function RepeatOrderPage() {
  const { t } = useTranslation();
  const { user, fallback } = useMembersOnly(WEB_ROUTES['credits-repeat-order']);
  const credits = useCredits();
  usePageTitle(t('credits.repeat.title'));

  if (!user) return fallback;
  return (
    <Container className="py-4">
      <h1 className="h2 mb-2">{t('credits.repeat.title')}</h1>
      <p className="lead mb-4">{t('credits.balance', { count: user.credits })}</p>
      <CreditsState query={credits} loadingLabel={t('credits.loading')}>
        {(offer) => <RepeatOrder offer={offer} />}
      </CreditsState>
    </Container>
  );
}
