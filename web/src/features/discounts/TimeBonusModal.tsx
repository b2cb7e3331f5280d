import {
  countdownText,
  TIME_BONUS_MODAL_DELAY_MS,
  TIME_BONUS_PERCENTAGE,
  TIME_BONUS_WINDOW_S,
  WEB_ROUTES,
} from '@community/contract';
import { useEffect, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { isDismissed } from '../account/dismissals.ts';
import { useDismiss } from '../account/dismissals-api.ts';
import { useCurrentUser } from '../session/use-current-user.ts';
import { useTimeBonus } from './time-bonus.ts';

/** SPEC §2: the routes of the members area (as in AutoLike). */
const MEMBERS_AREA = new Set(['members', 'members-id', 'chats', 'likes', 'likes-m-id', 'premium']);

/** Shown at most once per page session, also when the member followed its link instead of closing it. */
let shownThisSession = false;

/**
 * The time-bonus modal (SPEC §4, §9): 40 s after the member entered the members area, if logged in, with 0
 * credits, not dismissed earlier and the time bonus visible. It shows 25 % and the time left and links to
 * /credits, where the bonus is the active discount. Closing it stores the dismissal flag.
 */
export function TimeBonusModal() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const bonus = useTimeBonus();
  const dismiss = useDismiss();
  const inArea = useMatches().some((match) => MEMBERS_AREA.has(String(match.id)));
  const [due, setDue] = useState(false);
  const [open, setOpen] = useState(false);

  const eligible =
    user !== null &&
    user.credits === 0 &&
    !isDismissed(user, 'hide-time-bonus-modal') &&
    bonus.visible &&
    !shownThisSession;

  // The 40 s run from entering the area; moving between its pages does not start them again.
  useEffect(() => {
    if (!inArea) {
      setDue(false);
      return;
    }
    const timer = setTimeout(() => setDue(true), TIME_BONUS_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [inArea]);

  useEffect(() => {
    if (due && eligible) {
      shownThisSession = true;
      setOpen(true);
    }
  }, [due, eligible]);

  // Paid, logged out or out of time while open: the offer is gone.
  const show = open && user !== null && bonus.visible;

  const close = () => {
    setOpen(false);
    dismiss.mutate('hide-time-bonus-modal');
  };

  return (
    <Modal show={show} onHide={close} centered aria-labelledby="time-bonus-title">
      <Modal.Header closeButton closeLabel={t('timeBonus.close')}>
        <Modal.Title id="time-bonus-title" as="h2" className="h4">
          {t('timeBonus.title', { percentage: TIME_BONUS_PERCENTAGE })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        <p className="display-4 fw-bold text-primary mb-1">
          {t('timeBonus.percentage', { percentage: TIME_BONUS_PERCENTAGE })}
        </p>
        <p>{t('timeBonus.text', { percentage: TIME_BONUS_PERCENTAGE, count: TIME_BONUS_WINDOW_S / 3600 })}</p>
        <p className="mb-0">
          {t('timeBonus.timeLeft')}{' '}
          <time className="fs-4 fw-semibold font-monospace" dateTime={`PT${bonus.secondsLeft}S`}>
            {countdownText(bonus.secondsLeft)}
          </time>
        </p>
      </Modal.Body>
      <Modal.Footer className="flex-column align-items-stretch">
        <Link to={WEB_ROUTES.credits} className="btn btn-primary btn-lg" onClick={() => setOpen(false)}>
          {t('timeBonus.cta')}
        </Link>
        <Button variant="link" onClick={close}>
          {t('timeBonus.dismiss')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** For tests: a new page session. */
export function resetTimeBonusModalSession(): void {
  shownThisSession = false;
}
