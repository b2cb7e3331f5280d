import { isBuiltRoute, WEB_ROUTES } from '@community/contract';
import { Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentSettings } from '../settings/use-current-settings.ts';
import { signupAllowed } from '../signup/signup-policy.ts';
import { readTracking } from '../signup/tracking.ts';
import { useStartSignup } from '../signup/use-start-signup.ts';

/** What a visitor sees where the site shows search only to members: log in and come back, or sign up. */
export function SearchLoginNotice() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const settings = useCurrentSettings();
  const startSignup = useStartSignup();
  const mayJoin = signupAllowed(settings.signups, readTracking(), new URLSearchParams(search));
  return (
    <Card className="border-0 shadow-sm">
      <Card.Body>
        <p>{t('search.visitor.body')}</p>
        <div className="d-flex flex-wrap gap-2">
          {isBuiltRoute('login') && (
            <Link
              to={`${WEB_ROUTES.login}?next=${encodeURIComponent(pathname + search)}`}
              className="btn btn-outline-primary"
            >
              {t('nav.login')}
            </Link>
          )}
          {mayJoin && <Button onClick={startSignup}>{t('signup.cta')}</Button>}
        </div>
      </Card.Body>
    </Card>
  );
}
