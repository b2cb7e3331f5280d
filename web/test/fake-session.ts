import type { CurrentUser } from '@community/contract';

/**
 * Who the fake server (account-fake-api.ts) takes the session's cookie for, as the real server would: the member
 * renderApp seeded, the member a login, signup or settings call answered, nobody after a logout or a deletion.
 * GET /api/user.php answers this member by default, so a test that outlasts the session's periodic refresh
 * (REFRESH_START_DELAY_MS) keeps its member logged in. Reset after every test (setup.ts).
 */
let member: CurrentUser | null = null;

export const fakeSessionMember = (): CurrentUser | null => member;

export function setFakeSessionMember(user: CurrentUser | null): void {
  member = user;
}

/** An answer moves the session as the real server's cookie would; a 403 authentication_required ends it. */
export function followFakeSession(key: string, status: number, body: unknown): void {
  if (status === 403 && isRecord(body) && body.error === 'authentication_required') member = null;
  if (status < 200 || status >= 300) return;
  if (key === 'GET /api/logout.php' || key === 'POST /api/account-delete.php') member = null;
  else if (typeof body === 'object' && body !== null && 'user' in body && isMember(body.user))
    member = body.user;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isMember = (user: unknown): user is CurrentUser =>
  typeof user === 'object' && user !== null && 'id' in user && 'profile' in user;
