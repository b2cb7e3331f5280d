import { WEB_ROUTES } from '@community/contract';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CreditsState } from '../../features/credits/CreditsState.tsx';
import { useCredits } from '../../features/credits/credits-api.ts';
import { MinimumMessageCost } from '../../features/credits/MinimumMessageCost.tsx';
import { PackageGrid } from '../../features/credits/PackageGrid.tsx';
import { usePaymentCountry } from '../../features/credits/payment-country.ts';
import { useNumber } from '../../features/credits/use-credits-text.ts';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { useCurrentSettings } from '../../features/settings/use-current-settings.ts';
import { usePageTitle } from '../page-title.ts';

/**
 * /pricing (SPEC §2): what a message, a photo and a gift cost in credits, what a message costs at least in
 * money, and for a member the packages of their country. A visitor is pointed to the packages after login.
 */
export function PricingPage() {
  const { t } = useTranslation();
  const settings = useCurrentSettings();
  const user = useCurrentUser();
  const credits = useCredits();
  const country = usePaymentCountry();
  const number = useNumber();
  usePageTitle(t('pricing.title'));
  const costs = [
    { label: t('pricing.message'), credits: settings.message_credits },
    { label: t('pricing.photo'), credits: settings.photo_credits },
    { label: t('pricing.gift'), credits: settings.gift_credits },
  ];
  return (
    <Container className="py-4">
      <h1 className="h2 mb-3">{t('pricing.title')}</h1>
      <p className="lead">{t('pricing.intro')}</p>
      <section aria-labelledby="pricing-costs" className="mb-5" style={{ maxWidth: 520 }}>
        <h2 id="pricing-costs" className="h4 mb-3">
          {t('pricing.costsHeading')}
        </h2>
        <dl className="mb-2">
          {costs.map((cost) => (
            <div key={cost.label} className="d-flex justify-content-between border-bottom py-2">
              <dt className="fw-normal">{cost.label}</dt>
              <dd className="mb-0 fw-semibold">{number(cost.credits)}</dd>
            </div>
          ))}
        </dl>
        <MinimumMessageCost country={credits.data?.country ?? country} className="text-body-secondary" />
      </section>
      <section aria-labelledby="pricing-packages">
        <h2 id="pricing-packages" className="h4 mb-3">
          {t('pricing.packagesHeading')}
        </h2>
        {user ? (
          <CreditsState query={credits} loadingLabel={t('credits.loading')}>
            {(offer) =>
              offer.packages.length === 0 ? (
                <p>{t('credits.noPackages')}</p>
              ) : (
                <PackageGrid packages={offer.packages} />
              )
            }
          </CreditsState>
        ) : (
          <p>{t('pricing.visitorPackages')}</p>
        )}
        <p className="mt-4 mb-0">
          <Link to={WEB_ROUTES.credits} className="btn btn-primary">
            {t('pricing.toCredits')}
          </Link>
        </p>
      </section>
    </Container>
  );
}
