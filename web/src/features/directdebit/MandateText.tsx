import { useTranslation } from 'react-i18next';
import { useCurrentSettings } from '../settings/use-current-settings.ts';

/** The mandate the code confirms, naming the site that collects, the amount and the account. */
export function MandateText({ amount, iban }: { amount: string; iban: string }) {
  const { t } = useTranslation();
  const { name } = useCurrentSettings();
  return (
    <p className="small text-body-secondary">{t('directDebit.mandate', { site: name, amount, iban })}</p>
  );
}
