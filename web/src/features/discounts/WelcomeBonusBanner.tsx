import { WEB_ROUTES } from '@community/contract';
import { useState } from 'react';
import { Alert, Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { useCurrentUser } from '../session/use-current-user.ts';
import { useTimeBonus } from './time-bonus.ts';
import { hoursAndMinutes } from './time-left.ts';
import { useActiveDiscount } from './use-active-discount.ts';

const HIDDEN_KEY = 'hide-welcome-bonus-banner';
/** Where the banner would only repeat what the page shows. */
const PAYMENT_ROUTES = new Set([
  'credits',
  'credits-id-paymentmethod',
  'credits-repeat-order',
  'directdebit',
  'transactions-id',
]);

function hiddenThisSession(): boolean {
  try {
    return sessionStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The welcome bonus banner (SPEC §2, §6, §9): for a member who has not paid, within 4 hours of signup (the time
 * bonus's window, SPEC §6), "25 % off" with the hours and minutes left, linking to /credits. A welcome code that
 * lasts longer still applies to orders, without the banner. Closing it hides it for the session.
 */
export function WelcomeBonusBanner() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const discount = useActiveDiscount();
  const bonus = useTimeBonus();
  const onPaymentPage = useMatches().some((match) => PAYMENT_ROUTES.has(String(match.id)));
  const [hidden, setHidden] = useState(hiddenThisSession);

  if (!user || user.paid_user || !bonus.visible || hidden || onPaymentPage) return null;
  // A code the member chose is their discount; the banner would offer another.
  if (!discount || discount.source === 'code') return null;
  const left = hoursAndMinutes(bonus.secondsLeft);

  const close = () => {
    try {
      sessionStorage.setItem(HIDDEN_KEY, '1');
    } catch {
      // storage blocked: hidden until the next page load
    }
    setHidden(true);
  };

  return (
    <Container className="pt-2">
      <Alert
        variant="primary"
        // An offer, not an alert: no live region, or its minutes would be read out as they change.
        transition={false}
        role="note"
        dismissible
        closeLabel={t('welcomeBonus.close')}
        onClose={close}
        className="app-prompt mb-0 py-2 small d-flex flex-wrap align-items-center column-gap-2"
      >
        <strong>{t('welcomeBonus.title', { percentage: discount.value_percentage })}</strong>
        <span>{t('welcomeBonus.timeLeft', left)}</span>
        <Link to={WEB_ROUTES.credits} className="alert-link">
          {t('welcomeBonus.link')}
        </Link>
      </Alert>
    </Container>
  );
}
