import {
  FREE_CONVERSATION_LIMIT,
  FREE_PHOTO_LIMIT,
  PREMIUM_MATCH_CHANCE_PERCENTAGE,
  PREMIUM_PHOTO_LIMIT,
  WEB_ROUTES,
} from '@community/contract';
import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The get-premium offer of the activation success page (SPEC §2): the premium page's claim and benefits, and the way on. */
export function PremiumOffer() {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('member-landing');
  const benefits = [
    t('premium.benefits.conversations', { count: FREE_CONVERSATION_LIMIT }),
    t('premium.benefits.photos', { count: PREMIUM_PHOTO_LIMIT, free: FREE_PHOTO_LIMIT }),
    t('premium.benefits.history'),
  ];
  return (
    <Card as="section" className="mb-4 border-primary-subtle" aria-labelledby="activate-done-premium">
      <Card.Body>
        <h2 id="activate-done-premium" className="h4">
          {tl('memberLanding.activateDone.premiumHeading')}
        </h2>
        <p className="fs-5 fw-semibold text-primary-emphasis">
          {t('premium.matchChance', { percentage: PREMIUM_MATCH_CHANCE_PERCENTAGE })}
        </p>
        <ul className="mb-3">
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
        <div className="d-flex flex-wrap gap-2">
          <Link to={WEB_ROUTES.credits} className="btn btn-primary">
            {tl('memberLanding.activateDone.packages')}
          </Link>
          <Link to={WEB_ROUTES.premium} className="btn btn-outline-primary">
            {tl('memberLanding.activateDone.premiumMore')}
          </Link>
        </div>
      </Card.Body>
    </Card>
  );
}
