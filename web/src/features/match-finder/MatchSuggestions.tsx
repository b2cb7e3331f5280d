import { SEARCH_COUNT_CAP } from '@community/contract';
import { Button, Col, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorWithRetry } from '../../components/ErrorWithRetry.tsx';
import { LikeButton } from '../likes/LikeButton.tsx';
import { ProfileTileCard } from '../members/ProfileTileCard.tsx';
import { useSearch } from '../search/search-api.ts';
import { FocusHeading } from '../signup/FocusHeading.tsx';
import { choiceFilters, type MatchFinderChoice, membersSearchPath } from './match-finder-choice.ts';

type Props = { choice: MatchFinderChoice; viewerId: number; onChangeChoice: () => void };

/** The end of the match finder: the first page of members that fit, each to like, and the way to all of them. */
export function MatchSuggestions({ choice, viewerId, onChangeChoice }: Props) {
  const { t } = useTranslation();
  const search = useSearch({ filters: choiceFilters(choice), similar: false, viewerId });
  const page = search.data?.pages[0];
  const count = page ? (page.count_capped ? `${SEARCH_COUNT_CAP}+` : String(page.count)) : '';

  return (
    <section aria-labelledby="match-finder-results" aria-busy={search.isPending}>
      <FocusHeading level={2} id="match-finder-results" className="h4 mb-3" focus>
        {t('matchFinder.results.heading')}
      </FocusHeading>
      {search.isPending && (
        <p role="status">
          <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          {t('matchFinder.results.loading')}
        </p>
      )}
      {search.isError && (
        <ErrorWithRetry
          error={search.error}
          onRetry={search.refetch}
          retryLabel={t('matchFinder.retry')}
          layout="block"
        />
      )}
      {page && page.profiles.length === 0 && <p>{t('matchFinder.results.none')}</p>}
      {page && page.profiles.length > 0 && (
        <Row as="ul" xs={2} sm={3} md={4} className="g-3 list-unstyled">
          {page.profiles.map((profile) => (
            <Col as="li" key={profile.id}>
              <ProfileTileCard
                profile={profile}
                action={<LikeButton profile={profile} liked={profile.liked} source="match_finder" />}
              />
            </Col>
          ))}
        </Row>
      )}
      <div className="d-flex flex-wrap gap-2 mt-4">
        <Button variant="outline-secondary" onClick={onChangeChoice}>
          {t('matchFinder.results.change')}
        </Button>
        {page && page.profiles.length > 0 && (
          <Link to={membersSearchPath(choice)} className="btn btn-primary ms-auto">
            {t('matchFinder.results.all', { total: count })}
          </Link>
        )}
      </div>
    </section>
  );
}
