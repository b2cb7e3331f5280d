import { RESTRICTED_ENTRY_WARNING_COUNTRIES, WEB_ROUTES } from '@community/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isInstalledApp } from '../installed-app/installed-app.ts';
import { currentUserQuery } from '../session/user-api.ts';
import { useCurrentSettings } from '../settings/use-current-settings.ts';
import { ENTRY_WARNING_SKIP_KEY, shouldShowEntryWarning } from './entry-warning-rules.ts';

const LEAVE_URL = 'https://www.google.com/';

function readSkip(): string | null {
  try {
    return localStorage.getItem(ENTRY_WARNING_SKIP_KEY);
  } catch {
    return null;
  }
}

type Props = { restricted?: boolean; loggedIn: boolean };

/**
 * Decided once the session is known: a page from the service worker's cache does not carry its member, and a
 * member must not get the visitor's warning while their session is still being asked for.
 */
export function SiteEntryWarning(props: Props) {
  const sessionKnown = !useQuery(currentUserQuery()).isPending;
  return sessionKnown ? <EntryWarningModal {...props} /> : null;
}

/**
 * The adults-only warning shown once to a visitor. SPEC §2 limits it by country only in the chat, lander and
 * empty layouts (`restricted`: NL and DE); the default layout shows it to visitors from anywhere.
 */
function EntryWarningModal({ restricted = false, loggedIn }: Props) {
  const { t } = useTranslation();
  const settings = useCurrentSettings();
  const [show, setShow] = useState(() =>
    shouldShowEntryWarning({
      installed: isInstalledApp(),
      setting: settings.enable_site_entry_popup,
      loggedIn,
      allowedCountries: restricted ? RESTRICTED_ENTRY_WARNING_COUNTRIES : undefined,
      geoipCountry: settings.geoip_country,
      skippedAt: readSkip(),
    }),
  );
  const enter = () => {
    try {
      localStorage.setItem(ENTRY_WARNING_SKIP_KEY, new Date().toISOString());
    } catch {
      // Private mode without storage: the warning shows again next visit, which is the safe side.
    }
    setShow(false);
  };
  return (
    <Modal show={show} backdrop="static" keyboard={false} centered aria-labelledby="entry-warning-title">
      <Modal.Header>
        <Modal.Title as="h2" className="h4" id="entry-warning-title">
          {t('entryWarning.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('entryWarning.body', { siteName: settings.name })}</p>
        {settings.fictional_warning && (
          <p className="small text-body-secondary">{settings.fictional_warning}</p>
        )}
        <p className="small mb-0">
          <Trans
            i18nKey="entryWarning.terms"
            components={{ terms: <Link to={WEB_ROUTES['pages-terms']} target="_blank" rel="noopener" /> }}
          />
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button as="a" href={LEAVE_URL} variant="outline-secondary">
          {t('entryWarning.leave')}
        </Button>
        <Button variant="primary" onClick={enter} autoFocus>
          {t('entryWarning.enter')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
