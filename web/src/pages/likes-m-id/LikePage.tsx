import { type MainImage, WEB_ROUTES } from '@community/contract';
import { Col, Container, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { HeartIcon } from '../../features/likes/HeartIcon.tsx';
import { LikeButton } from '../../features/likes/LikeButton.tsx';
import { LikesState } from '../../features/likes/LikesState.tsx';
import { useLikes } from '../../features/likes/likes-api.ts';
import { likePath } from '../../features/likes/likes-paths.ts';
import { useMatchPhotoUrl } from '../../features/likes/match-photo-url.ts';
import { memberPath } from '../../features/members/member-path.ts';
import { PhotoPlaceholder } from '../../features/members/PhotoPlaceholder.tsx';
import { useMembersOnly } from '../../features/session/use-members-only.tsx';
import { NotFoundPage } from '../error/NotFoundPage.tsx';
import { parseMemberId } from '../members-id/member-id.ts';
import { usePageTitle } from '../page-title.ts';

function LikePhoto({ image, label }: { image: MainImage | null; label: string }) {
  const url = useMatchPhotoUrl();
  if (!image || image.status === 'rejected') return <PhotoPlaceholder label={label} />;
  return (
    <div className="ratio ratio-1x1">
      <img src={url(image.match)} alt={label} className="rounded-circle object-fit-cover bg-body-secondary" />
    </div>
  );
}

function LikeScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const { user, fallback } = useMembersOnly(likePath(id));
  const likes = useLikes();
  const profile = likes.data?.profiles.find((each) => each.id === id);
  usePageTitle(profile ? t('likes.detail.title', { name: profile.name }) : t('likes.title'));

  if (!user) return fallback;
  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <Link to={WEB_ROUTES.likes} className="d-inline-block mb-2">
        {t('likes.back')}
      </Link>
      <LikesState likes={likes}>
        {() =>
          !profile ? (
            <>
              <h1 className="h2 mb-3">{t('likes.title')}</h1>
              <p>{t('likes.detail.none')}</p>
            </>
          ) : (
            <>
              <h1 className="h2 mb-4 text-break">{t('likes.detail.title', { name: profile.name })}</h1>
              <Row className="align-items-center justify-content-center g-3 mb-4 text-center">
                <Col xs={5} sm={4}>
                  <LikePhoto image={user.profile.main_image} label={t('likes.detail.yourPhoto')} />
                </Col>
                <Col xs="auto" className="text-primary">
                  <HeartIcon filled={profile.match} size={32} />
                </Col>
                <Col xs={5} sm={4}>
                  <LikePhoto
                    image={profile.main_image}
                    label={t('likes.detail.theirPhoto', { name: profile.name })}
                  />
                </Col>
              </Row>
              <ul className="list-unstyled mb-4">
                {profile.liked_me_at !== null && (
                  <li>{t('likes.detail.likedYou', { name: profile.name })}</li>
                )}
                {profile.liked && <li>{t('likes.detail.youLiked', { name: profile.name })}</li>}
                {profile.match && <li className="fw-semibold text-primary">{t('likes.detail.match')}</li>}
              </ul>
              {!profile.liked && <p className="mb-2">{t('likes.detail.likeBack', { name: profile.name })}</p>}
              <div className="d-flex flex-wrap align-items-center gap-3">
                <LikeButton profile={profile} liked={profile.liked} source="likes" size="lg" />
                <Link to={memberPath(profile.id)} className="btn btn-outline-secondary btn-lg">
                  {t('likes.detail.viewProfile')}
                </Link>
              </div>
            </>
          )
        }
      </LikesState>
    </Container>
  );
}

/** /likes/m/{id} (SPEC §2 likes-m-id): the like or match with one member: both pictures, who liked whom. */
export function LikePage() {
  const id = parseMemberId(useParams().id);
  if (id === undefined) return <NotFoundPage />;
  return <LikeScreen key={id} id={id} />;
}
