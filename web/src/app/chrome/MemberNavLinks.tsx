import { isBuiltRoute, WEB_ROUTES } from '@community/contract';
import type { ReactNode } from 'react';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useUnreadMessagesCount } from '../../features/chats/chats-api.ts';
import { unreadBadgeText } from '../../features/chats/unread-badge-text.ts';
import { HeartIcon } from '../../features/likes/HeartIcon.tsx';
import { useNewLikesCount } from '../../features/likes/likes-api.ts';

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M6.5 1a5.5 5.5 0 0 1 4.38 8.82l3.65 3.65-1.06 1.06-3.65-3.65A5.5 5.5 0 1 1 6.5 1Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" />
    </svg>
  );
}

function EnvelopeIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M2 3h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H2a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm.5 1.8v6.7h11V4.8L8 8.9 2.5 4.8Zm1-.3L8 7.1l4.5-2.6h-9Z" />
    </svg>
  );
}

/** A number on a top-bar link, in its colour, and `label` (the number in words) for screen readers. */
type LinkCount = { text: string; label: string; bg: 'primary' | 'secondary' };

/** Beside the icon from 576 px on; narrower on the icon's corner, so the bar fits a 375 px phone. */
function NavCount({ count }: { count: LinkCount }) {
  const content = (
    <>
      <span aria-hidden="true">{count.text}</span>
      <span className="visually-hidden">{count.label}</span>
    </>
  );
  return (
    <>
      <Badge pill bg={count.bg} className="ms-1 d-none d-sm-inline-block">
        {content}
      </Badge>
      <Badge
        pill
        bg={count.bg}
        className="d-sm-none position-absolute top-0 end-0"
        style={{ fontSize: '0.6rem' }}
      >
        {content}
      </Badge>
    </>
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
  count,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  count?: LinkCount | null;
}) {
  return (
    <NavLink
      to={to}
      end
      className={({ isActive }) =>
        `nav-link d-inline-flex align-items-center gap-1 px-1 px-sm-2 position-relative${isActive ? ' active fw-semibold' : ''}`
      }
    >
      {icon}
      <span className="d-none d-md-inline text-nowrap">{label}</span>
      <span className="visually-hidden d-md-none">{label}</span>
      {count && <NavCount count={count} />}
    </NavLink>
  );
}

/**
 * SPEC §2 Top bar, for members: Search members, Messages with the unread messages (in the unread colour, 99+
 * from 100), and Likes with the number of new likes.
 */
export function MemberNavLinks() {
  const { t } = useTranslation();
  const newLikes = useNewLikesCount();
  const unreadMessages = useUnreadMessagesCount();
  return (
    <>
      {isBuiltRoute('members') && (
        <MemberNavLink to={WEB_ROUTES.members} icon={<SearchIcon />} label={t('nav.searchMembers')} />
      )}
      <MemberNavLink
        to={WEB_ROUTES.chats}
        icon={<EnvelopeIcon />}
        label={t('nav.messages')}
        count={
          unreadMessages > 0
            ? {
                text: unreadBadgeText(unreadMessages),
                label: t('chats.unread', { count: unreadMessages }),
                bg: 'secondary',
              }
            : null
        }
      />
      <MemberNavLink
        to={WEB_ROUTES.likes}
        icon={<HeartIcon filled={false} size={18} />}
        label={t('nav.likes')}
        count={
          newLikes > 0
            ? { text: String(newLikes), label: t('likes.newLikes', { count: newLikes }), bg: 'primary' }
            : null
        }
      />
    </>
  );
}
