import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { keepSessionHint, probablySignedIn } from '../src/features/session/session-hint.ts';
import { clearSession, setCurrentUser } from '../src/features/session/user-api.ts';
import { testUser } from './render-app.tsx';

/* Decision 0051: a page from the service worker's cache asks for the member only when this browser had one. */
describe('the session hint', () => {
  afterEach(() => localStorage.clear());

  it('follows the member the app knows: set on login, cleared on logout', () => {
    const queryClient = new QueryClient();
    keepSessionHint(queryClient);
    expect(probablySignedIn()).toBe(false);
    setCurrentUser(queryClient, testUser());
    expect(probablySignedIn()).toBe(true);
    clearSession(queryClient);
    expect(probablySignedIn()).toBe(false);
    expect(Object.keys(localStorage)).toEqual([]);
  });
});
