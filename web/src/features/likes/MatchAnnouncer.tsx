import { useEffect } from 'react';
import { useCurrentUser } from '../session/use-current-user.ts';
import { markAnnounced, wasAnnounced } from './announced-matches.ts';
import { useLikes } from './likes-api.ts';
import { MatchModal } from './MatchModal.tsx';
import { showMatch, useShownMatch } from './match-announcement.ts';

/**
 * "It's a Match" (SPEC §2), once per match: right after the like that completed it, and for the member who
 * liked first when the likes (loaded on arrival, then refreshed every 60 s) show that the other liked back.
 */
export function MatchAnnouncer() {
  const memberId = useCurrentUser()?.id ?? null;
  const likes = useLikes();
  const { profile, serial } = useShownMatch();

  useEffect(() => {
    if (memberId === null || !likes.data || profile) return;
    const newLikers = new Set(likes.data.liked_by.filter((entry) => entry.like_new).map((entry) => entry.id));
    const match = likes.data.profiles.find(
      (each) => each.match && newLikers.has(each.id) && !wasAnnounced(memberId, each.id),
    );
    if (!match) return;
    markAnnounced(memberId, match.id);
    showMatch({ id: match.id, name: match.name, main_image: match.main_image });
  }, [memberId, likes.data, profile]);

  return <MatchModal key={serial} profile={profile} kind="match" onClose={() => showMatch(null)} />;
}
