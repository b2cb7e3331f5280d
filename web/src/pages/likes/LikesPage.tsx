import { type LikeType, WEB_ROUTES } from '@community/contract';
import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LikesEmpty } from '../../features/likes/LikesEmpty.tsx';
import { LikesState } from '../../features/likes/LikesState.tsx';
import { LikeTileGrid } from '../../features/likes/LikeTileGrid.tsx';
import { type LikeEntry, likeLists } from '../../features/likes/like-lists.ts';
import { useLikes } from '../../features/likes/likes-api.ts';
import { likesTypePath } from '../../features/likes/likes-paths.ts';
import { useMembersOnly } from '../../features/session/use-members-only.tsx';
import { usePageTitle } from '../page-title.ts';

/** How many profiles each section of the overview shows; the rest are one link away. */
const SHOWN = 6;
const SECTIONS: LikeType[] = ['received', 'matches', 'sent'];

function LikesSection({ type, entries }: { type: LikeType; entries: LikeEntry[] }) {
  const { t } = useTranslation();
  const id = `likes-${type}`;
  return (
    <section className="mb-5" aria-labelledby={id}>
      <h2 id={id} className="h4 mb-3">
        {t(`likes.sections.${type}`)}
      </h2>
      {entries.length === 0 ? (
        <LikesEmpty type={type} />
      ) : (
        <>
          <LikeTileGrid entries={entries.slice(0, SHOWN)} />
          <Link to={likesTypePath(type)} className="d-inline-block mt-3">
            {t(`likes.seeAll.${type}`, { count: entries.length })}
          </Link>
        </>
      )}
    </section>
  );
}

/** /likes (SPEC §2): who liked the member (new likes first, marked), the matches, and whom they liked. */
export function LikesPage() {
  const { t } = useTranslation();
  const { user, fallback } = useMembersOnly(WEB_ROUTES.likes);
  const likes = useLikes();
  usePageTitle(t('likes.title'));

  if (!user) return fallback;
  return (
    <Container className="py-4">
      <h1 className="h2 mb-4">{t('likes.title')}</h1>
      <LikesState likes={likes}>
        {(data) => {
          const lists = likeLists(data);
          return SECTIONS.map((type) => <LikesSection key={type} type={type} entries={lists[type]} />);
        }}
      </LikesState>
    </Container>
  );
}
