import { WEB_ROUTES } from '@community/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert, Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { useCurrentUser } from '../session/use-current-user.ts';
import { welcomeCodeQuery } from './discount-code-api.ts';
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
 * The welcome bonus banner (SPEC §2, §6, §9): for a member who has not paid, while the time bonus or the welcome
 * code applies, "25 % off" with the hours and minutes left, linking to /credits. Closing it hides it for the
 * session.
 */
export function WelcomeBonusBanner() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const discount = useActiveDiscount();
  const bonus = useTimeBonus();
  const welcome = useQuery({ ...welcomeCodeQuery(user?.id ?? 0), enabled: false }).data;
  const onPaymentPage = useMatches().some((match) => PAYMENT_ROUTES.has(String(match.id)));
  const [hidden, setHidden] = useState(hiddenThisSession);
  const now = useMinuteClock(discount?.source === 'welcome');

  if (!user || user.paid_user || hidden || onPaymentPage || !discount) return null;
  if (discount.source === 'code') return null;

  const secondsLeft =
    discount.source === 'time_bonus'
      ? bonus.secondsLeft
      : welcome?.expires
        ? (Date.parse(welcome.expires) - now) / 1000
        : null;
  const left = secondsLeft === null ? null : hoursAndMinutes(secondsLeft);

  const close = () => {
    try {
      sessionStorage.setItem(HIDDEN_KEY, '1');
    } catch {
      // storage blocked: hidden until the next page load
    }
    setHidden(true);
  };

  return (
    <Container className="pt-3">
      <Alert
        variant="primary"
        // An offer, not an alert: no live region, or its minutes would be read out as they change.
        transition={false}
        role="note"
        dismissible
        closeLabel={t('welcomeBonus.close')}
        onClose={close}
        className="mb-0 d-flex flex-wrap align-items-center gap-2"
      >
        <strong>{t('welcomeBonus.title', { percentage: discount.value_percentage })}</strong>
        {left && <span>{t('welcomeBonus.timeLeft', left)}</span>}
        <Link to={WEB_ROUTES.credits} className="alert-link">
          {t('welcomeBonus.link')}
        </Link>
      </Alert>
    </Container>
  );
}

/** The time now, refreshed every minute while `running` (the banner shows minutes, not seconds). */
function useMinuteClock(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
