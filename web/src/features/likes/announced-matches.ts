/**
 * Which matches this browser has already celebrated, per member, so the match modal shows once for each: on
 * the like that completed it, or on the first refresh of the likes that reveals it.
 */
const key = (memberId: number) => `matches-announced:${memberId}`;
const KEPT = 500;

function read(memberId: number): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key(memberId)) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export function wasAnnounced(memberId: number, profileId: number): boolean {
  return read(memberId).includes(profileId);
}

export function markAnnounced(memberId: number, profileId: number): void {
  const ids = read(memberId).filter((id) => id !== profileId);
  ids.push(profileId);
  try {
    localStorage.setItem(key(memberId), JSON.stringify(ids.slice(-KEPT)));
  } catch {
    // Storage full or disabled: the modal may show once more, nothing worse.
  }
}
