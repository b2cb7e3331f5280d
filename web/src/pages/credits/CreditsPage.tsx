import { DIRECT_DEBIT_METHOD, WEB_ROUTES } from '@community/contract';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { CreditsState } from '../../features/credits/CreditsState.tsx';
import { type CreditsOffer, useCredits } from '../../features/credits/credits-api.ts';
import { MinimumMessageCost } from '../../features/credits/MinimumMessageCost.tsx';
import { PackageGrid } from '../../features/credits/PackageGrid.tsx';
import { PaymentMethodBadges } from '../../features/credits/PaymentMethodBadges.tsx';
import { RepeatOrderBlock } from '../../features/credits/RepeatOrderBlock.tsx';
import { DiscountCodeField } from '../../features/discounts/DiscountCodeField.tsx';
import { useMembersOnly } from '../../features/session/use-members-only.tsx';
import { usePageTitle } from '../page-title.ts';

/** The checkout's methods, and direct debit (set up on its own form) when this member may use it. */
const methods = (offer: CreditsOffer) => {
  const checkout = offer.methods.filter((method) => method !== DIRECT_DEBIT_METHOD);
  return offer.direct_debit ? [...checkout, DIRECT_DEBIT_METHOD] : checkout;
};

/**
 * /credits (SPEC §2): the member's balance, a discount code, the repeat-order block for paid members, the
 * packages (the popular one marked) and the methods to pay with.
 */
export function CreditsPage() {
  const { t } = useTranslation();
  const { user, fallback } = useMembersOnly(WEB_ROUTES.credits);
  const credits = useCredits();
  usePageTitle(t('credits.title'));

  if (!user) return fallback;
  return (
    <Container className="py-4">
      <h1 className="h2 mb-2">{t('credits.title')}</h1>
      <p className="lead mb-4">{t('credits.balance', { count: user.credits })}</p>
      <div className="mb-4" style={{ maxWidth: 420 }}>
        <DiscountCodeField />
      </div>
      <CreditsState query={credits} loadingLabel={t('credits.loading')}>
        {(offer) => (
          <>
            <RepeatOrderBlock offer={offer} />
            <section aria-labelledby="packages-heading" className="mb-5">
              <h2 id="packages-heading" className="h4 mb-1">
                {t('credits.packagesHeading')}
              </h2>
              <MinimumMessageCost country={offer.country} className="text-body-secondary mb-3" />
              {offer.packages.length === 0 ? (
                <p>{t('credits.noPackages')}</p>
              ) : (
                <PackageGrid packages={offer.packages} />
              )}
            </section>
            {methods(offer).length > 0 && (
              <section aria-labelledby="methods-heading">
                <h2 id="methods-heading" className="h4 mb-3">
                  {t('credits.methodsHeading')}
                </h2>
                <PaymentMethodBadges methods={methods(offer)} />
                <p className="small text-body-secondary mt-3 mb-0">{t('credits.noSubscription')}</p>
              </section>
            )}
          </>
        )}
      </CreditsState>
    </Container>
  );
}
