import { WEB_ROUTES } from '@community/contract';
import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CreditsOffer } from './credits-api.ts';
import { useCreditsText } from './use-credits-text.ts';

/** For paid members: their last package and method, one step from buying it again (SPEC §2 repeat-order block). */
export function RepeatOrderBlock({ offer }: { offer: CreditsOffer }) {
  const { t } = useTranslation();
  const creditsText = useCreditsText();
  const last = offer.repeat && offer.packages.find((pkg) => pkg.id === offer.repeat?.package_id);
  if (!offer.repeat || !last) return null;
  return (
    <Card as="section" aria-labelledby="repeat-order-heading" className="mb-4 bg-body-tertiary">
      <Card.Body className="d-flex flex-wrap align-items-center gap-3">
        <div className="flex-grow-1">
          <h2 id="repeat-order-heading" className="h5 mb-1">
            {t('credits.repeat.heading')}
          </h2>
          <p className="mb-0">
            {t('credits.repeat.last', {
              package: creditsText(last.credits),
              method: t(`paymentMethods.${offer.repeat.method}`),
            })}
          </p>
        </div>
        <Link to={WEB_ROUTES['credits-repeat-order']} className="btn btn-primary">
          {t('credits.repeat.link')}
        </Link>
      </Card.Body>
    </Card>
  );
}
