import type { LikeSource, MatchProfile } from '@community/contract';
import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text.ts';
import { useSingleSubmit } from '../../components/use-single-submit.ts';
import { LoginPrompt } from '../members/LoginPrompt.tsx';
import { useCurrentUser } from '../session/use-current-user.ts';
import { markAnnounced } from './announced-matches.ts';
import { HeartIcon } from './HeartIcon.tsx';
import { useLike, useUnlike } from './like-api.ts';
import { showMatch } from './match-announcement.ts';

type Props = {
  profile: MatchProfile;
  liked: boolean;
  source: LikeSource;
  /** sm: the heart alone (tiles); lg: the heart with a word (profile page). */
  size?: 'sm' | 'lg';
  className?: string;
};

/**
 * Like or unlike a profile (a toggle). A visitor is asked to log in (SPEC §6); a like that the other member
 * returns opens the match modal. It sits above a card's stretched link, so a tile stays clickable around it.
 */
export function LikeButton({ profile, liked, source, size = 'sm', className = '' }: Props) {
  const { t } = useTranslation();
  const memberId = useCurrentUser()?.id ?? null;
  const loggedIn = memberId !== null;
  const like = useLike();
  const unlike = useUnlike();
  const submit = useSingleSubmit();
  const [pressed, setPressed] = useState(liked);
  const [askLogin, setAskLogin] = useState(false);
  const failed = like.error ?? unlike.error;

  // The lists reload after a change; their answer is the truth again.
  useEffect(() => setPressed(liked), [liked]);

  const toggle = () => {
    if (!loggedIn) {
      setAskLogin(true);
      return;
    }
    like.reset();
    unlike.reset();
    submit(async () => {
      if (pressed) {
        await unlike.mutateAsync({ id: profile.id });
        setPressed(false);
        return;
      }
      const answer = await like.mutateAsync({ id: profile.id, source });
      setPressed(true);
      if (!answer.match) return;
      // Celebrated now; the refresh of the likes must not open the modal a second time.
      if (memberId !== null) markAnnounced(memberId, profile.id);
      showMatch(answer.profile);
    });
  };

  const name = { name: profile.name };
  return (
    <span className={`d-inline-flex flex-column position-relative ${className}`} style={{ zIndex: 2 }}>
      <Button
        variant={pressed ? 'primary' : 'outline-primary'}
        size={size}
        className={`d-inline-flex align-items-center justify-content-center gap-2${size === 'sm' ? ' rounded-circle p-2' : ''}`}
        aria-pressed={pressed}
        aria-label={pressed ? t('likes.button.unlikeName', name) : t('likes.button.likeName', name)}
        aria-busy={like.isPending || unlike.isPending}
        onClick={toggle}
      >
        <HeartIcon filled={pressed} size={size === 'lg' ? 20 : 16} />
        {size === 'lg' && <span>{pressed ? t('likes.button.unlike') : t('likes.button.like')}</span>}
      </Button>
      {failed && (
        <span role="alert" className="small text-danger mt-1">
          {errorText(t, failed)}
        </span>
      )}
      <LoginPrompt show={askLogin} onClose={() => setAskLogin(false)} />
    </span>
  );
}
