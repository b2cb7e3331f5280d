import { type CurrentUser, SWIPE_FREE_LIKES_PER_DAY, WEB_ROUTES } from '@community/contract';
import { useRef, useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { errorText } from '../../components/error-text.ts';
import { markAnnounced } from '../likes/announced-matches.ts';
import { HeartIcon } from '../likes/HeartIcon.tsx';
import { showMatch } from '../likes/match-announcement.ts';
import { memberPath } from '../members/member-path.ts';
import { SwipeCard } from './SwipeCard.tsx';
import { SwipeLimit } from './SwipeLimit.tsx';
import { type SwipeAction, useReloadAtReset, useSwipeAnswer, useSwipeState } from './swipe-api.ts';
import { useSwipeKeys } from './use-swipe-keys.ts';

/**
 * The swipe game (SPEC §2, §6, §9): one profile at a time, liked or passed by button, arrow key or drag. Free
 * members see the likes left today and, at the limit, when it resets; premium members like without a count.
 * One judgement at a time: a double click, a held key or a drag during a click sends one answer.
 */
export function SwipeGame({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const state = useSwipeState(user.id);
  const answer = useSwipeAnswer(user.id);
  const judging = useRef(false);
  const [announcement, setAnnouncement] = useState('');

  const profile = state.data?.profile ?? null;
  const likesLeft = state.data?.likes_left ?? null;
  const atLimit = likesLeft !== null && likesLeft <= 0;
  useReloadAtReset(user.id, state.data?.resets_at, atLimit);

  const judge = (action: SwipeAction) => {
    if (!profile || judging.current || (action === 'like' && atLimit)) return;
    judging.current = true;
    answer.reset();
    answer.mutate(
      { id: profile.id, action },
      {
        onSuccess: (result) => {
          setAnnouncement(t(action === 'like' ? 'swipe.liked' : 'swipe.passed', { name: profile.name }));
          if (!result.match) return;
          // Celebrated here; the refresh of the likes must not open the modal a second time.
          markAnnounced(user.id, result.match.id);
          showMatch(result.match);
        },
        onSettled: () => {
          judging.current = false;
        },
      },
    );
  };
  const like = () => judge('like');
  const pass = () => judge('pass');
  useSwipeKeys(like, pass, profile !== null);

  if (state.isPending)
    return (
      <div className="text-center py-5" role="status">
        <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
        {t('swipe.loading')}
      </div>
    );
  if (state.isError)
    return (
      <ErrorWithRetry
        error={state.error}
        onRetry={state.refetch}
        retryLabel={t('swipe.retry')}
        layout="block"
      />
    );

  const failure =
    answer.error instanceof ApiError && answer.error.code === 'swipe_limit_reached' ? null : answer.error;
  const limit =
    Number(answer.error instanceof ApiError && answer.error.params.limit) || SWIPE_FREE_LIKES_PER_DAY;
  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {likesLeft !== null && (
        <p className="text-center fw-semibold" role="status">
          {t('swipe.likesLeft', { count: Math.max(0, likesLeft) })}
        </p>
      )}
      {atLimit && state.data && <SwipeLimit limit={limit} resetsAt={state.data.resets_at} />}
      {failure && (
        <Alert variant="danger" className="mx-auto" style={{ maxWidth: '24rem' }}>
          {errorText(t, failure)}
        </Alert>
      )}
      {profile ? (
        <>
          <SwipeCard key={profile.id} profile={profile} onLike={like} onPass={pass} busy={answer.isPending} />
          <div className="d-flex justify-content-center gap-3 mt-4">
            <Button
              variant="outline-secondary"
              size="lg"
              className="px-4"
              onClick={pass}
              disabled={answer.isPending}
              aria-label={t('swipe.passName', { name: profile.name })}
            >
              <span aria-hidden="true">✕</span> {t('swipe.pass')}
            </Button>
            <Button
              variant="primary"
              size="lg"
              className="px-4 d-inline-flex align-items-center gap-2"
              onClick={like}
              disabled={answer.isPending || atLimit}
              aria-label={t('swipe.likeName', { name: profile.name })}
            >
              <HeartIcon filled size={20} /> {t('swipe.like')}
            </Button>
          </div>
          <p className="small text-body-secondary text-center mt-3 mb-1">
            <Trans i18nKey="swipe.keyHint" components={{ kbd: <kbd /> }} />
          </p>
          <p className="text-center">
            <Link to={memberPath(profile.id)}>{t('swipe.viewProfile', { name: profile.name })}</Link>
          </p>
        </>
      ) : (
        <div className="text-center py-4">
          <h2 className="h4">{t('swipe.empty.title')}</h2>
          <p>{t('swipe.empty.body')}</p>
          <Link to={WEB_ROUTES.members} className="btn btn-primary">
            {t('swipe.empty.search')}
          </Link>
        </div>
      )}
    </>
  );
}
