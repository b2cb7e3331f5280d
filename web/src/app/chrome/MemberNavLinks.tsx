import { isBuiltRoute, WEB_ROUTES } from '@community/contract';
import type { ReactNode } from 'react';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { HeartIcon } from '../../features/likes/HeartIcon.tsx';
import { useNewLikesCount } from '../../features/likes/likes-api.ts';

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M6.5 1a5.5 5.5 0 0 1 4.38 8.82l3.65 3.65-1.06 1.06-3.65-3.65A5.5 5.5 0 1 1 6.5 1Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" />
    </svg>
  );
}

/**
 * One top-bar link: an icon, and its words from 768 px on. Narrower, the words stay for screen readers only,
 * so the bar fits a 375 px phone in every language.
 */
function MemberNavLink({
  to,
  icon,
  label,
  badge,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  badge?: ReactNode;
}) {
  return (
    <NavLink
      to={to}
      end
      className={({ isActive }) =>
        `nav-link d-inline-flex align-items-center gap-1 px-2 position-relative${isActive ? ' active fw-semibold' : ''}`
      }
    >
      {icon}
      <span className="d-none d-md-inline text-nowrap">{label}</span>
      <span className="visually-hidden d-md-none">{label}</span>
      {badge}
    </NavLink>
  );
}

/** SPEC §2 Top bar, for members: Search members, and Likes with the number of new likes. */
export function MemberNavLinks() {
  const { t } = useTranslation();
  const newLikes = useNewLikesCount();
  return (
    <>
      {isBuiltRoute('members') && (
        <MemberNavLink to={WEB_ROUTES.members} icon={<SearchIcon />} label={t('nav.searchMembers')} />
      )}
      <MemberNavLink
        to={WEB_ROUTES.likes}
        icon={<HeartIcon filled={false} size={18} />}
        label={t('nav.likes')}
        badge={
          newLikes > 0 && (
            <Badge pill bg="primary" className="ms-1">
              <span aria-hidden="true">{newLikes}</span>
              <span className="visually-hidden">{t('likes.newLikes', { count: newLikes })}</span>
            </Badge>
          )
        }
      />
    </>
  );
}
