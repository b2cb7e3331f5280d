import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { probablySignedIn } from '../src/features/session/session-hint.ts';
import { clearSession } from '../src/features/session/user-api.ts';

/* Decision 0051: a page from the service worker's cache asks for the member only when the browser has a session. */
describe('the signed-in hint', () => {
  it('reads the server’s signed_in cookie, and a logout on this device forgets it', () => {
    expect(probablySignedIn('locale=nl; signed_in=1')).toBe(true);
    expect(probablySignedIn('locale=nl')).toBe(false);
    expect(probablySignedIn('signed_in=10')).toBe(false);
    document.cookie = 'signed_in=1; path=/';
    expect(probablySignedIn()).toBe(true);
    clearSession(new QueryClient());
    expect(probablySignedIn()).toBe(false);
  });
});
