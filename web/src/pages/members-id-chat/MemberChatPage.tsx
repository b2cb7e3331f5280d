import { useLocation, useParams } from 'react-router';
import { useMembersOnly } from '../../features/session/use-members-only.tsx';
import { NotFoundPage } from '../error/NotFoundPage.tsx';
import { parseMemberId } from '../members-id/member-id.ts';
import { ChatScreen } from './ChatScreen.tsx';

/** /members/{id}/chat (SPEC §2): the conversation with a member, by their profile id; for members only. */
export function MemberChatPage() {
  const id = parseMemberId(useParams().id);
  const { pathname } = useLocation();
  const { user, fallback } = useMembersOnly(pathname);
  if (id === undefined) return <NotFoundPage />;
  if (!user) return fallback;
  return <ChatScreen key={id} profileId={id} memberId={user.id} />;
}
