import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../session/use-current-user.ts';
import { memberChatPath } from './member-chat-path.ts';

/** On a member's profile (SPEC §2): write them a message or send a gift; a visitor is asked to log in first. */
export function ChatButtons({ profileId, onLoginNeeded }: { profileId: number; onLoginNeeded: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useCurrentUser() !== null;
  const open = (gift: boolean) => {
    if (!loggedIn) return onLoginNeeded();
    void navigate(memberChatPath(profileId, { gift }));
  };
  return (
    <>
      <Button size="lg" onClick={() => open(false)}>
        {t('conversation.profile.message')}
      </Button>
      <Button size="lg" variant="outline-primary" onClick={() => open(true)}>
        {t('conversation.profile.gift')}
      </Button>
    </>
  );
}
