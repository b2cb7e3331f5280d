import {
  FREE_CONVERSATION_LIMIT,
  FREE_PHOTO_LIMIT,
  PREMIUM_MATCH_CHANCE_PERCENTAGE,
  PREMIUM_PHOTO_LIMIT,
  WEB_ROUTES,
} from '@community/contract';
import { Alert, Card, Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../features/session/use-current-user.ts';
import { usePageTitle } from '../page-title.ts';

function CheckIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M6.2 11.6 2.6 8l1.1-1.1 2.5 2.5 6.1-6.1 1.1 1.1-7.2 7.2Z" />
    </svg>
  );
}

/**
 * /premium (SPEC §2, §6, §9): the premium offer, "46% better chance of a match", what premium members get, and
 * the way there (the first credit package; no subscription).
 */
export function PremiumPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t('premium.title'));
  const benefits = [
    t('premium.benefits.conversations', { count: FREE_CONVERSATION_LIMIT }),
    t('premium.benefits.photos', { count: PREMIUM_PHOTO_LIMIT, free: FREE_PHOTO_LIMIT }),
    t('premium.benefits.history'),
  ];
  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <h1 className="h2 mb-3">{t('premium.title')}</h1>
      <p className="display-6 fw-semibold text-primary mb-4">
        {t('premium.matchChance', { percentage: PREMIUM_MATCH_CHANCE_PERCENTAGE })}
      </p>
      {user?.paid_user && (
        <Alert variant="success" role="status">
          {t('premium.already')}
        </Alert>
      )}
      <Card className="mb-4">
        <Card.Body>
          <h2 id="premium-benefits" className="h5">
            {t('premium.benefitsHeading')}
          </h2>
          <ul aria-labelledby="premium-benefits" className="list-unstyled mb-0 d-grid gap-2">
            {benefits.map((benefit) => (
              <li key={benefit} className="d-flex gap-2">
                <span className="text-success flex-shrink-0">
                  <CheckIcon />
                </span>
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        </Card.Body>
      </Card>
      <p>{t('premium.howTo')}</p>
      <Link to={WEB_ROUTES.credits} className="btn btn-primary btn-lg">
        {t(user?.paid_user ? 'premium.buyMore' : 'premium.cta')}
      </Link>
    </Container>
  );
}
