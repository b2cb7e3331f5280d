import { type CurrentUser, WEB_ROUTES } from '@community/contract';
import { Button, Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { errorText } from '../../components/error-text.ts';
import { isDismissed } from '../account/dismissals.ts';
import { useDismiss } from '../account/dismissals-api.ts';
import { useCurrentUser } from '../session/use-current-user.ts';

const FLAG = 'hide-enrich-alert';

/** What the alert says, or null when the member has an active main photo. */
function photoState(user: CurrentUser): 'missing' | 'inspection' | 'rejected' | null {
  const main = user.profile.main_image;
  if (!main) return 'missing';
  return main.status === 'active' ? null : main.status;
}

/**
 * SPEC §4: a member without an active main photo is asked to add one, with a link to /profile, until they
 * dismiss it (it returns after DISMISSAL_PERIOD_DAYS). Not on /profile itself, where the photos are, and not
 * for an unconfirmed member: confirming the e-mail address comes first, one request at a time.
 */
export function ProfilePhotoAlert() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const onProfile = useMatches().some((match) => match.id === 'profile');
  const dismiss = useDismiss();
  if (user?.status !== 'active' || onProfile || isDismissed(user, FLAG)) return null;
  const state = photoState(user);
  if (!state) return null;
  return (
    <Container className="pt-3">
      {/* A plain notice, not a live region: it stands on every page and is not news on each of them. */}
      <div className="alert alert-info d-flex flex-wrap align-items-center gap-2 mb-0">
        <span className="me-auto">
          {t(`profile.photoAlert.${state}`)}{' '}
          <Link to={WEB_ROUTES.profile} className="alert-link">
            {t('profile.photoAlert.link')}
          </Link>
        </span>
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate(FLAG)}
        >
          {t('profile.photoAlert.dismiss')}
        </Button>
        {dismiss.isError && (
          <span role="alert" className="w-100 small text-danger">
            {errorText(t, dismiss.error)}
          </span>
        )}
      </div>
    </Container>
  );
}
