import type { PaymentMethod } from '@community/contract';
import { useTranslation } from 'react-i18next';

/** The methods the member can pay with, by name (SPEC §2 payment-method block). */
export function PaymentMethodBadges({ methods }: { methods: readonly PaymentMethod[] }) {
  const { t } = useTranslation();
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
      {methods.map((method) => (
        <li key={method} className="border rounded px-2 py-1 bg-body small fw-semibold">
          {t(`paymentMethods.${method}`)}
        </li>
      ))}
    </ul>
  );
}
