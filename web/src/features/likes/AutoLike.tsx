import { LIKES_RELOAD_DELAY_MS, type MatchProfile } from '@community/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useMatches, useSearchParams } from 'react-router';
import { useCurrentUser } from '../session/use-current-user.ts';
import { fetchAutoLike } from './auto-like-api.ts';
import { refreshLikes } from './likes-api.ts';
import { MatchModal } from './MatchModal.tsx';

/** SPEC §2: the routes of the members area, where a delayed like may arrive. */
const MEMBERS_AREA = new Set([
  'members',
  'members-id',
  'chats',
  'likes',
  'likes-type',
  'likes-m-id',
  'premium',
]);
/** A `t` beyond this waits this long: a timer cannot run for ever, and nobody waits an hour on one page. */
const MAX_DELAY_S = 3600;

/**
 * The auto-like (SPEC §4): on a members-area page whose address carries `t` (seconds), after t seconds ask
 * the server for a profile that has just liked the member, show it in the match modal as "New like!", reload
 * the likes 500 ms later, and take `t` out of the address (keeping the rest).
 */
export function AutoLike() {
  const queryClient = useQueryClient();
  const loggedIn = useCurrentUser() !== null;
  const inArea = useMatches().some((match) => MEMBERS_AREA.has(match.id));
  const [params, setParams] = useSearchParams();
  const [profile, setProfile] = useState<MatchProfile | null>(null);
  const mounted = useRef(true);
  const delay = params.get('t');

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (delay === null || !loggedIn || !inArea) return;
    const seconds = Number(delay);
    const wait = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, MAX_DELAY_S) * 1000 : 0;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('t');
          return next;
        },
        { replace: true },
      );
      fetchAutoLike().then(
        (answer) => {
          if (!answer.profile || !mounted.current) return;
          setProfile(answer.profile);
          setTimeout(() => void refreshLikes(queryClient), LIKES_RELOAD_DELAY_MS);
        },
        () => undefined,
      );
    }, wait);
    return () => clearTimeout(timer);
  }, [delay, loggedIn, inArea, setParams, queryClient]);

  return <MatchModal profile={profile} kind="like" onClose={() => setProfile(null)} />;
}
