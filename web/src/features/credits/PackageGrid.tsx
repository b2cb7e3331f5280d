import type { CreditPackage } from '@community/contract';
import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { packagePath } from './credits-paths.ts';
import { PackageCard } from './PackageCard.tsx';
import { useCreditsText } from './use-credits-text.ts';

/** The packages side by side (one a row on a phone), each leading to its purchase page. */
export function PackageGrid({ packages }: { packages: CreditPackage[] }) {
  const { t } = useTranslation();
  const creditsText = useCreditsText();
  return (
    <Row as="ul" xs={1} sm={2} lg={packages.length >= 4 ? 4 : 3} className="list-unstyled g-3 mb-0">
      {packages.map((pkg) => (
        <Col as="li" key={pkg.id}>
          <PackageCard
            pkg={pkg}
            action={
              <Link
                to={packagePath(pkg.id)}
                className={`btn w-100 ${pkg.popular ? 'btn-primary' : 'btn-outline-primary'}`}
              >
                {t('credits.choose')} <span className="visually-hidden">{creditsText(pkg.credits)}</span>
              </Link>
            }
          />
        </Col>
      ))}
    </Row>
  );
}
