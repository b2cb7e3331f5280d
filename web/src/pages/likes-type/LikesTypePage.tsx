import { LIKE_TYPES, type LikeType, WEB_ROUTES } from '@community/contract';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LikesEmpty } from '../../features/likes/LikesEmpty.tsx';
import { LikesState } from '../../features/likes/LikesState.tsx';
import { LikeTileGrid } from '../../features/likes/LikeTileGrid.tsx';
import { likeLists } from '../../features/likes/like-lists.ts';
import { useLikes } from '../../features/likes/likes-api.ts';
import { likesTypePath } from '../../features/likes/likes-paths.ts';
import { useMembersOnly } from '../../features/session/use-members-only.tsx';
import { NotFoundPage } from '../error/NotFoundPage.tsx';
import { usePageTitle } from '../page-title.ts';

const isLikeType = (value: string | undefined): value is LikeType =>
  (LIKE_TYPES as readonly string[]).includes(value ?? '');

function LikesList({ type }: { type: LikeType }) {
  const { t } = useTranslation();
  const { user, fallback } = useMembersOnly(likesTypePath(type));
  const likes = useLikes();
  const title = t(`likes.sections.${type}`);
  usePageTitle(title);

  if (!user) return fallback;
  return (
    <Container className="py-4">
      <Link to={WEB_ROUTES.likes} className="d-inline-block mb-2">
        {t('likes.back')}
      </Link>
      <h1 className="h2 mb-4">{title}</h1>
      <LikesState likes={likes}>
        {(data) => {
          const entries = likeLists(data)[type];
          return entries.length === 0 ? <LikesEmpty type={type} /> : <LikeTileGrid entries={entries} />;
        }}
      </LikesState>
    </Container>
  );
}

/** /likes/{type} (SPEC §2 likes-type): everyone who liked the member, whom they liked, or the matches. */
export function LikesTypePage() {
  const { type } = useParams();
  if (!isLikeType(type)) return <NotFoundPage />;
  return <LikesList type={type} />;
}
