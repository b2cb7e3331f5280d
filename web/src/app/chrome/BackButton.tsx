import type { WebRouteName } from '@community/contract';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { useInstalledApp } from '../../features/installed-app/installed-app.ts';

/** SPEC §2: the routes that get a Back button in installed-app mode. */
const BACK_ROUTES: readonly WebRouteName[] = [
  'members-id',
  'likes-type',
  'likes-m-id',
  'credits',
  'credits-id-paymentmethod',
];

/**
 * The installed app has no browser Back button: on the routes of SPEC §2 the top bar gets one, when there is a page
 * to go back to in this app's history (the first page has the location key "default").
 */
export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const installed = useInstalledApp();
  const hasHistory = useLocation().key !== 'default';
  const onBackRoute = useMatches().some((match) => (BACK_ROUTES as readonly string[]).includes(match.id));
  if (!installed || !hasHistory || !onBackRoute) return null;
  return (
    <Button
      variant="link"
      className="px-1 me-1 text-decoration-none d-inline-flex align-items-center gap-1"
      onClick={() => void navigate(-1)}
    >
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" focusable="false">
        <path fill="currentColor" d="M11.4 1.6 12.8 3l-5 5 5 5-1.4 1.4L5 8z" />
      </svg>
      {t('nav.back')}
    </Button>
  );
}
