import type { CreditPackage } from '@community/contract';
import { type ReactNode, useId } from 'react';
import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useCurrentSettings } from '../settings/use-current-settings.ts';
import { messageCost } from './money.ts';
import { PackagePrice } from './PackagePrice.tsx';
import { useCreditsText } from './use-credits-text.ts';
import { useMoney } from './use-money.ts';
import { usePackagePrice } from './use-package-price.ts';

/**
 * One package: its credits, its price (with the active discount), what a message costs with it, and `action`
 * (choose it). The popular one is labelled "Meest gekozen" (SPEC §9) and stands out.
 */
export function PackageCard({
  pkg,
  action,
  headingLevel = 3,
}: {
  pkg: CreditPackage;
  action?: ReactNode;
  /** 2 where the card stands alone under the page heading, 3 in a section of packages. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const headingId = useId();
  const settings = useCurrentSettings();
  const money = useMoney();
  const creditsText = useCreditsText();
  const info = usePackagePrice()(pkg);
  return (
    <Card
      as="article"
      aria-labelledby={headingId}
      className={`h-100 text-center${pkg.popular ? ' border-primary border-2 shadow' : ''}`}
    >
      {pkg.popular && (
        <Card.Header className="bg-primary text-white fw-semibold border-primary">
          {t('credits.popular')}
        </Card.Header>
      )}
      <Card.Body className="d-flex flex-column gap-2">
        <Heading id={headingId} className="h4 mb-0">
          {creditsText(pkg.credits)}
        </Heading>
        <PackagePrice info={info} currency={pkg.currency} />
        <p className="small text-body-secondary mb-0">
          {t('credits.perMessage', {
            price: money(messageCost(info.price, pkg, settings.message_credits), pkg.currency),
          })}
        </p>
        {action && <div className="mt-auto pt-2">{action}</div>}
      </Card.Body>
    </Card>
  );
}
