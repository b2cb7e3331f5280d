import { type CurrentUser, isBuiltRoute, WEB_ROUTES } from '@community/contract';
import type { ReactNode } from 'react';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useUnreadMessagesCount } from '../../features/chats/chats-api.ts';
import { unreadBadgeText } from '../../features/chats/unread-badge-text.ts';
import { creditBadgeColour } from '../../features/credits/credit-badge.ts';
import { HeartIcon } from '../../features/likes/HeartIcon.tsx';
import { useNewLikesCount } from '../../features/likes/likes-api.ts';
import { useCurrentUser } from '../../features/session/use-current-user.ts';

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

function CoinsIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1Zm0 1.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Zm.75 1.75v1.1c.9.2 1.6.8 1.75 1.65H9c-.1-.35-.45-.6-1-.6-.6 0-.95.25-.95.6 0 .4.35.55 1.2.75 1.2.3 2.05.7 2.05 1.85 0 .9-.65 1.55-1.55 1.75v1.1h-1.5v-1.1c-1-.2-1.7-.9-1.8-1.85H7c.1.45.5.75 1.05.75.6 0 1-.25 1-.65 0-.4-.35-.55-1.25-.77-1.15-.28-2-.7-2-1.8 0-.85.65-1.5 1.45-1.7v-1.1h1.5Z" />
    </svg>
  );
}

function StarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="m8 1.2 2.07 4.4 4.8.6-3.52 3.3.9 4.76L8 11.9l-4.25 2.36.9-4.76L1.13 6.2l4.8-.6L8 1.2Z" />
    </svg>
  );
}

/** A number on a top-bar link, in its colour, and `label` (the number in words) for screen readers. */
type LinkCount = { text: string; label: string; bg: 'primary' | 'secondary' | 'warning' | 'danger' };

/** Beside the icon from 576 px on; narrower on the icon's corner, so the bar fits a 375 px phone. */
function NavCount({ count }: { count: LinkCount }) {
  // Dark text on the light warning colour, for contrast.
  const textColour = count.bg === 'warning' ? 'dark' : undefined;
  const content = (
    <>
      <span aria-hidden="true">{count.text}</span>
      <span className="visually-hidden">{count.label}</span>
    </>
  );
  return (
    <>
      <Badge pill bg={count.bg} text={textColour} className="ms-1 d-none d-sm-inline-block">
        {content}
      </Badge>
      <Badge
        pill
        bg={count.bg}
        text={textColour}
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
 * SPEC §2: a paid member's Credits link to the repeat order, with the remaining credits at 10 or fewer (warning
 * colour above 0, danger at 0); a free member's Get Premium link to the premium offer.
 */
function CreditsNavLink({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  if (!user.paid_user)
    return isBuiltRoute('premium') ? (
      <MemberNavLink to={WEB_ROUTES.premium} icon={<StarIcon />} label={t('premium.nav')} />
    ) : null;
  if (!isBuiltRoute('credits-repeat-order')) return null;
  const colour = creditBadgeColour(user.credits);
  return (
    <MemberNavLink
      to={WEB_ROUTES['credits-repeat-order']}
      icon={<CoinsIcon />}
      label={t('credits.nav')}
      count={
        colour && {
          text: String(user.credits),
          label: t('credits.navLeft', { count: user.credits }),
          bg: colour,
        }
      }
    />
  );
}

/**
 * SPEC §2 Top bar, for members: Search members, Messages with the unread messages (in the unread colour, 99+
 * from 100), Likes with the number of new likes, and Credits or Get Premium.
 */
export function MemberNavLinks() {
  const { t } = useTranslation();
  const newLikes = useNewLikesCount();
  const unreadMessages = useUnreadMessagesCount();
  const user = useCurrentUser();
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
      {user && <CreditsNavLink user={user} />}
    </>
  );
}
