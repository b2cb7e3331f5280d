import type { ProfileTile } from '@community/contract';
import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ProfileTileCard } from './ProfileTileCard.tsx';

/** Other profiles like this one (SPEC §2), each leading to its own page. */
export function RelatedProfiles({ profiles }: { profiles: ProfileTile[] }) {
  const { t } = useTranslation();
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
      </Row>
    </section>
  );
}
