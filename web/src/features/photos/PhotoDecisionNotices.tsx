import { type PhotoDecision, WEB_ROUTES } from '@community/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert, Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../session/use-current-user.ts';
import { CURRENT_USER_KEY } from '../session/user-api.ts';
import { PHOTO_DECISIONS_KEY, useDecisionsAnnounced, usePhotoDecisions } from './photo-decisions-api.ts';
import { usePhotoUrl } from './photo-url.ts';
import { OWN_PHOTOS_KEY } from './photos-api.ts';

/**
 * "Your photo is approved" / "Your photo was rejected: why" (decision 0036): each decision is announced once,
 * on the member's next page after it was made, and stays until closed. Once shown it is confirmed to the server,
 * and the photos and the member (whose main photo's status changed) are read again.
 */
export function PhotoDecisionNotices() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const photoUrl = usePhotoUrl();
  const loggedIn = useCurrentUser() !== null;
  const { data } = usePhotoDecisions(loggedIn);
  const announced = useDecisionsAnnounced();
  const [shown, setShown] = useState<PhotoDecision[]>([]);

  useEffect(() => {
    const fresh = (data ?? []).filter((decision) => !shown.some((each) => each.id === decision.id));
    if (fresh.length === 0) return;
    setShown((before) => [...before, ...fresh]);
    const ids = fresh.map((decision) => decision.id);
    // Told once: out of the cache at once (another layout mounting this anew shows them no more), and the server
    // is told so that the next visit does not bring them back.
    queryClient.setQueryData<PhotoDecision[]>(PHOTO_DECISIONS_KEY, (before) =>
      before?.filter((decision) => !ids.includes(decision.id)),
    );
    announced.mutate(ids);
    void queryClient.invalidateQueries({ queryKey: OWN_PHOTOS_KEY });
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  }, [data, shown, announced, queryClient]);

  if (!loggedIn || shown.length === 0) return null;
  const close = (id: number) => setShown((before) => before.filter((decision) => decision.id !== id));
  return (
    <Container className="pt-3 d-grid gap-2">
      {shown.map((decision) => {
        const approved = decision.status === 'active';
        return (
          <Alert
            key={decision.id}
            variant={approved ? 'success' : 'warning'}
            dismissible
            closeLabel={t('account.close')}
            onClose={() => close(decision.id)}
            className="mb-0 d-flex align-items-start gap-3"
          >
            <img
              src={photoUrl(decision.thumb_filename)}
              alt=""
              width={48}
              height={48}
              className="rounded object-fit-cover flex-shrink-0"
            />
            <div role="status" className="me-4">
              {approved ? (
                t('photos.decision.approved')
              ) : (
                <>
                  <span className="fw-semibold">{t('photos.decision.rejected')}</span>{' '}
                  {t(`photos.rejectReason.${decision.reject_reason ?? 'other'}`)} {t('photos.rejectedHint')}{' '}
                  <Link to={WEB_ROUTES.profile} className="alert-link">
                    {t('photos.decision.link')}
                  </Link>
                </>
              )}
            </div>
          </Alert>
        );
      })}
    </Container>
  );
}
