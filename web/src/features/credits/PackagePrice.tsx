import type { Currency } from '@community/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from './use-money.ts';
import type { PackagePriceInfo } from './use-package-price.ts';

/** The price to pay; with a discount, the list price struck through before it and the percentage off. */
export function PackagePrice({
  info,
  currency,
  className = '',
}: {
  info: PackagePriceInfo;
  currency: Currency;
  className?: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <p className={`mb-0 ${className}`}>
      {info.listPrice !== null && (
        <>
          <span className="text-decoration-line-through text-body-secondary me-2">
            <span className="visually-hidden">{t('credits.listPrice')} </span>
            {money(info.listPrice, currency)}
          </span>
          <span className="visually-hidden">{t('credits.discountedPrice')} </span>
        </>
      )}
      <strong className="fs-4">{money(info.price, currency)}</strong>
      {info.percentage !== null && info.listPrice !== null && (
        <span className="badge text-bg-success ms-2 align-middle">
          {t('credits.discountOff', { percentage: info.percentage })}
        </span>
      )}
    </p>
  );
}
