import { matchWebRoute, mobileRedirectAllowedOn } from '@community/contract';
import { Suspense, useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../session/use-current-user.ts';
import { useCurrentSettings } from '../settings/use-current-settings.ts';
import { cancelRedirect, hostOf, isPhone, redirectCancelled } from './mobile-redirect-rules.ts';
import { usePartnerLinks } from './partners-api.ts';

/**
 * SPEC §9 mobile redirect (decision 0066): a visitor on a phone, on an entry page, is taken to the partner site
 * after a countdown they see and can cancel. Never for a member, never on chat, payment or account pages.
 */
export function MobileRedirect() {
  const settings = useCurrentSettings();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const [cancelled, setCancelled] = useState(redirectCancelled);
  const [phone] = useState(isPhone);
  const wanted =
    settings.partners.mobile_redirect_seconds > 0 &&
    user === null &&
    phone &&
    mobileRedirectAllowedOn(matchWebRoute(pathname));
  const redirect = usePartnerLinks(wanted && !cancelled)?.mobile_redirect;
  return (
    <Suspense fallback={null}>
      {wanted && !cancelled && redirect && (
        <Countdown
          url={redirect.url}
          seconds={redirect.seconds}
          onCancel={() => {
            cancelRedirect();
            setCancelled(true);
          }}
        />
      )}
      {wanted && cancelled && <Stayed />}
    </Suspense>
  );
}

function Stayed() {
  const { t } = useTranslation('partners');
  return (
    <p role="status" className="visually-hidden">
      {t('partners.redirect.stayed')}
    </p>
  );
}

/** The bar at the bottom: the seconds left, "Stay here" and "Go now". Nothing moves but the number. */
function Countdown({ url, seconds, onCancel }: { url: string; seconds: number; onCancel: () => void }) {
  const { t } = useTranslation('partners');
  const [left, setLeft] = useState(seconds);
  const [announced, setAnnounced] = useState(false);
  const host = hostOf(url);
  useEffect(() => {
    // Filled after mounting, so screen readers announce it once (politely), not every second.
    setAnnounced(true);
    const timer = window.setInterval(() => setLeft((before) => Math.max(0, before - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0) window.location.assign(url);
  }, [left, url]);
  return (
    <section
      aria-label={t('partners.redirect.region')}
      className="position-fixed bottom-0 start-0 end-0 z-3 bg-body border-top shadow p-3"
      data-partner-redirect={left}
    >
      <p role="status" className="visually-hidden">
        {announced ? t('partners.redirect.announce', { host }) : ''}
      </p>
      <p className="mb-2">{t('partners.redirect.message', { host, seconds: left })}</p>
      <div className="d-flex gap-2">
        <Button variant="primary" onClick={onCancel}>
          {t('partners.redirect.stay')}
        </Button>
        <a href={url} rel="sponsored noopener" className="btn btn-outline-secondary">
          {t('partners.redirect.go')}
        </a>
      </div>
    </section>
  );
}
