import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanderIntro } from '../../features/landers/LanderIntro.tsx';
import { LanderScreen } from '../../features/landers/LanderScreen.tsx';
import { LanderSignupBlock } from '../../features/landers/LanderSignupBlock.tsx';
import { LanderSignupButton } from '../../features/landers/LanderSignupButton.tsx';
import type { LanderCopy } from '../../features/landers/use-lander-copy.ts';
import { SwipeDeck } from './SwipeDeck.tsx';
import './tinderswipe.css';

/** A short game: enough cards to get into it, few enough to reach the end. */
const CARDS = 8;

/** /landers/tinderswipe: a deck of the niche's members to swipe, ending in the signup. */
export function TinderSwipeLanderPage() {
  return (
    <LanderScreen name="tinderswipe">
      {({ lander, copy }) => {
        const cards = lander.profiles.filter((profile) => profile.main_image).slice(0, CARDS);
        return (
          <div className="container py-3" style={{ maxWidth: '28rem' }}>
            <LanderIntro lander={lander} copy={copy} className="text-center mb-3" />
            <SwipeGame cards={cards} copy={copy} />
          </div>
        );
      }}
    </LanderScreen>
  );
}

function SwipeGame({ cards, copy }: { cards: Parameters<typeof SwipeDeck>[0]['cards']; copy: LanderCopy }) {
  const { t } = useTranslation('landers');
  const [likes, setLikes] = useState<number | null>(cards.length === 0 ? 0 : null);
  const endHeading = useRef<HTMLHeadingElement>(null);
  const ended = likes !== null;
  useEffect(() => {
    if (ended && cards.length > 0) endHeading.current?.focus();
  }, [ended, cards.length]);

  if (!ended)
    return (
      <>
        <SwipeDeck cards={cards} onDone={setLikes} />
        <div className="text-center mt-2">
          <LanderSignupButton variant="link" size="sm">
            {t('landers.tinderswipe.skip')}
          </LanderSignupButton>
        </div>
      </>
    );
  return (
    <section className="swipe-end text-center" aria-labelledby="swipe-end-title">
      <h2 id="swipe-end-title" className="h4" tabIndex={-1} ref={endHeading}>
        {cards.length === 0 ? t('landers.common.noProfiles') : t('landers.tinderswipe.endTitle')}
      </h2>
      {cards.length > 0 && (
        <p className="mb-3">{t('landers.tinderswipe.endText', { likes, total: cards.length })}</p>
      )}
      <LanderSignupBlock callToAction={copy.callToAction} profiles={cards} />
    </section>
  );
}
