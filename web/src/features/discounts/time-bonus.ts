import {
  COUNTDOWN_TICK_MS,
  type CurrentUser,
  TIME_BONUS_WINDOW_S,
  timeBonusSecondsLeft,
} from '@community/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { useCurrentUser } from '../session/use-current-user.ts';

/**
 * The time bonus (SPEC §4): one countdown for the whole app, however many components show it. It runs for a
 * logged-in member who has not paid, from signup until TIME_BONUS_WINDOW_S later, ticking every second, and
 * is cleared (hidden, timer stopped) on logout, on payment, once the window is over, or at zero.
 */
export type TimeBonus = { visible: boolean; secondsLeft: number };
type State = TimeBonus & { member: string | null };

const HIDDEN: State = { visible: false, secondsLeft: 0, member: null };
let state: State = HIDDEN;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

/** Whose bonus runs: the member and signup date, or null when nobody may have one. */
function memberKey(user: Pick<CurrentUser, 'id' | 'paid_user' | 'signup_date'> | null): string | null {
  return user && !user.paid_user ? `${user.id}@${user.signup_date}` : null;
}

function bonusAt(key: string | null, now: number): TimeBonus {
  if (key === null) return { visible: false, secondsLeft: 0 };
  const secondsLeft = timeBonusSecondsLeft(key.slice(key.indexOf('@') + 1), now, TIME_BONUS_WINDOW_S);
  return { visible: secondsLeft > 0, secondsLeft };
}

function set(next: State): void {
  if (
    next.visible === state.visible &&
    next.secondsLeft === state.secondsLeft &&
    next.member === state.member
  )
    return;
  state = next;
  for (const listener of listeners) listener();
}

function stopTimer(): void {
  if (timer !== undefined) clearInterval(timer);
  timer = undefined;
}

function tick(): void {
  const bonus = bonusAt(state.member, Date.now());
  if (!bonus.visible) stopTimer();
  set({ ...bonus, member: state.member });
}

/**
 * Starts, keeps or clears the countdown for the member now logged in. Idempotent: called with the same member
 * again it leaves the running countdown alone; a countdown that reached zero stays over.
 */
export function syncTimeBonus(user: Pick<CurrentUser, 'id' | 'paid_user' | 'signup_date'> | null): void {
  const member = memberKey(user);
  if (member === state.member) return;
  stopTimer();
  const bonus = bonusAt(member, Date.now());
  set({ ...bonus, member });
  if (bonus.visible) timer = setInterval(tick, COUNTDOWN_TICK_MS);
}

/** Whether a countdown timer runs (for tests: there is never more than one). */
export function timeBonusRunning(): boolean {
  return timer !== undefined;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps the app's one countdown in step with the member (mounted once, in the root shell). */
export function useTimeBonusSync(): void {
  const user = useCurrentUser();
  useEffect(() => syncTimeBonus(user), [user]);
}

/**
 * Whether the time bonus is visible, without re-rendering every second. Before the countdown caught up with a
 * member who has just logged in (or out), the answer is worked out from the member directly.
 */
export function useTimeBonusVisible(): boolean {
  const user = useCurrentUser();
  useEffect(() => syncTimeBonus(user), [user]);
  const member = memberKey(user);
  const running = useSyncExternalStore(
    subscribe,
    () => (state.member === member ? state.visible : null),
    () => null,
  );
  return running ?? bonusAt(member, Date.now()).visible;
}

/** The countdown itself, re-rendering every tick: only for the places that show the time left. */
export function useTimeBonus(): TimeBonus {
  const user = useCurrentUser();
  useEffect(() => syncTimeBonus(user), [user]);
  const member = memberKey(user);
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => HIDDEN,
  );
  return current.member === member ? current : bonusAt(member, Date.now());
}
