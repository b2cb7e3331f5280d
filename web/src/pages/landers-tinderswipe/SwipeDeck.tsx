import type { ProfileTile } from '@community/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { LanderTeaserTile } from '../../features/landers/LanderTeaserTile.tsx';
import { useSwipeDrag } from './use-swipe-drag.ts';

type Decision = 'like' | 'pass';
/** The cards drawn behind the top one. */
const STACK_DEPTH = 3;
const LEAVE_MS = 280;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The swipe deck: the top card can be dragged, or judged with the buttons or the arrow keys (← pass, → like).
 * Calls `onDone` with the number of likes once every card is judged.
 */
export function SwipeDeck({
  cards,
  onDone,
}: {
  cards: readonly ProfileTile[];
  onDone: (likes: number) => void;
}) {
  const { t } = useTranslation('landers');
  const [index, setIndex] = useState(0);
  const [leaving, setLeaving] = useState<Decision | null>(null);
  const likes = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const decide = useCallback(
    (decision: Decision) => {
      if (leaving || index >= cards.length) return;
      if (decision === 'like') likes.current += 1;
      setLeaving(decision);
      timer.current = window.setTimeout(
        () => {
          setLeaving(null);
          const next = index + 1;
          setIndex(next);
          if (next >= cards.length) onDone(likes.current);
        },
        reducedMotion() ? 0 : LEAVE_MS,
      );
    },
    [cards.length, index, leaving, onDone],
  );
  const drag = useSwipeDrag(decide);
  // The arrow keys swipe while the page has the focus or a deck button does (not in a form or the signup modal).
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, select, [role="dialog"]')) return;
      event.preventDefault();
      decide(event.key === 'ArrowRight' ? 'like' : 'pass');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [decide]);

  const visible = cards.slice(index, index + STACK_DEPTH);
  const topTransform = leaving
    ? `translateX(${leaving === 'like' ? 130 : -130}%) rotate(${leaving === 'like' ? 24 : -24}deg)`
    : `translateX(${drag.offset}px) rotate(${drag.offset / 18}deg)`;
  const likeStamp = leaving === 'like' ? 1 : drag.offset > 0 ? drag.certainty : 0;
  const passStamp = leaving === 'pass' ? 1 : drag.offset < 0 ? drag.certainty : 0;

  return (
    <div className="swipe-deck-wrap">
      <section className="swipe-deck" aria-label={t('landers.tinderswipe.deckLabel')}>
        {visible
          .map((card, depth) => (
            <div
              key={card.id}
              className={`swipe-card ${depth === 0 && drag.dragging ? 'is-dragging' : ''}`}
              style={
                depth === 0
                  ? { transform: topTransform, zIndex: STACK_DEPTH }
                  : {
                      transform: `translateY(${depth * 10}px) scale(${1 - depth * 0.05})`,
                      zIndex: STACK_DEPTH - depth,
                    }
              }
              aria-hidden={depth > 0}
              {...(depth === 0 ? drag.handlers : {})}
            >
              <LanderTeaserTile profile={card} rendition="full" className="h-100" />
              {depth === 0 && (
                <>
                  <span
                    className="swipe-stamp swipe-stamp-like"
                    style={{ opacity: likeStamp }}
                    aria-hidden="true"
                  >
                    {t('landers.tinderswipe.liked')}
                  </span>
                  <span
                    className="swipe-stamp swipe-stamp-pass"
                    style={{ opacity: passStamp }}
                    aria-hidden="true"
                  >
                    {t('landers.tinderswipe.passed')}
                  </span>
                </>
              )}
            </div>
          ))
          .reverse()}
      </section>
      <p className="small text-body-secondary text-center mt-2 mb-2" aria-live="polite">
        {t('landers.tinderswipe.position', {
          current: Math.min(index + 1, cards.length),
          total: cards.length,
        })}
      </p>
      <div className="d-flex justify-content-center gap-4">
        <Button variant="light" className="swipe-button swipe-button-pass" onClick={() => decide('pass')}>
          <span aria-hidden="true">✕</span>
          <span className="swipe-button-text">{t('landers.tinderswipe.pass')}</span>
        </Button>
        <Button variant="primary" className="swipe-button swipe-button-like" onClick={() => decide('like')}>
          <span aria-hidden="true">♥</span>
          <span className="swipe-button-text">{t('landers.tinderswipe.like')}</span>
        </Button>
      </div>
      <p className="small text-body-secondary text-center mt-2 d-none d-md-block">
        {t('landers.tinderswipe.keyboardHint')}
      </p>
    </div>
  );
}
