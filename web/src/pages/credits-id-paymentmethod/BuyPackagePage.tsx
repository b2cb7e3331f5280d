import { PAYMENT_METHODS, type PaymentMethod } from '@community/contract';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { CreditsState } from '../../features/credits/CreditsState.tsx';
import { useCredits } from '../../features/credits/credits-api.ts';
import { directDebitPath } from '../../features/credits/credits-paths.ts';
import { PackageCheckout } from '../../features/credits/PackageCheckout.tsx';
import { useMembersOnly } from '../../features/session/use-members-only.tsx';
import { usePageTitle } from '../page-title.ts';

const isMethod = (value: string | undefined): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value ?? '');

/** /credits/{id}/{paymentmethod?} (SPEC §2): buy one package, the method chosen here or preselected in the path. */
export function BuyPackagePage() {
  const { t } = useTranslation();
  const { id, paymentmethod } = useParams();
  const { user, fallback } = useMembersOnly(useLocation().pathname);
  const credits = useCredits();
  usePageTitle(t('credits.buy.title'));

  if (!user) return fallback;
  const packageId = Number(id);
  const method = isMethod(paymentmethod) ? paymentmethod : null;
  // Direct debit is not paid at a checkout but set up on its own form.
  const directDebit = method === 'sdd' && credits.data?.direct_debit ? directDebitPath(packageId) : null;
  if (directDebit) return <Navigate to={directDebit} replace />;
  return (
    <Container className="py-4">
      <h1 className="h2 mb-4">{t('credits.buy.title')}</h1>
      <CreditsState query={credits} loadingLabel={t('credits.loading')}>
        {(offer) => <PackageCheckout offer={offer} packageId={packageId} preselected={method} />}
      </CreditsState>
    </Container>
  );
}
