import type { ProfileTile } from '@community/contract';
import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { PartnerTile } from '../partners/PartnerTile.tsx';
import { usePartnerTiles } from '../partners/use-partner-tiles.ts';
import { ProfileTileCard } from './ProfileTileCard.tsx';

/**
 * Other profiles like this one (SPEC §2), each leading to its own page; after them one partner tile where the site
 * has them (decision 0066).
 */
export function RelatedProfiles({ profiles }: { profiles: ProfileTile[] }) {
  const { t } = useTranslation();
  const partner = usePartnerTiles()[0];
  if (profiles.length === 0) return null;
  return (
    <section className="mt-5" aria-labelledby="member-related">
      <h2 id="member-related" className="h4 mb-3">
        {t('member.related')}
      </h2>
      <Row as="ul" xs={2} sm={3} md={4} lg={6} className="g-3 list-unstyled">
        {profiles.map((profile) => (
          <Col as="li" key={profile.id}>
            <ProfileTileCard profile={profile} />
          </Col>
        ))}
        {partner && (
          <Col as="li">
            <PartnerTile kind={partner.kind} url={partner.url} />
          </Col>
        )}
      </Row>
    </section>
  );
}
