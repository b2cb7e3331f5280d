import { useTranslation } from 'react-i18next';
import { useCurrentSettings } from '../settings/use-current-settings.ts';
import { useMoney } from './use-money.ts';

/** "From €0.49 per message": the site's minimum_message_costs for the payment country (SPEC §3), if it has one. */
export function MinimumMessageCost({ country, className }: { country: string | null; className?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const costs = useCurrentSettings().minimum_message_costs;
  const cost = country ? costs[country] : undefined;
  if (!cost) return null;
  return (
    <p className={className}>
      {t('credits.fromPerMessage', { price: money(Math.round(cost.costs * 100), cost.currency) })}
    </p>
  );
}
