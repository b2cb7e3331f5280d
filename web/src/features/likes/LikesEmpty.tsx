import { isBuiltRoute, type LikeType, WEB_ROUTES } from '@community/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An empty likes list: what it will hold, and the way to members to like. */
export function LikesEmpty({ type }: { type: LikeType }) {
  const { t } = useTranslation();
  return (
    <div className="bg-body-tertiary rounded p-3">
      <p>{t(`likes.empty.${type}`)}</p>
      {isBuiltRoute('members') && (
        <Link to={WEB_ROUTES.members} className="btn btn-primary btn-sm">
          {t('likes.empty.search')}
        </Link>
      )}
    </div>
  );
}
