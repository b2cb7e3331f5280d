import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { takeFakeAnswerViolations } from './contract-answers.ts';
import { setFakeSessionMember } from './fake-session.ts';

// findBy… and waitFor wait up to 10 s (not 1 s): on 2 cores shared with the server project's databases, a lazy
// route and its texts can take several seconds to arrive.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no scrolling; React Router's scroll restoration calls it on every navigation.
if (typeof window !== 'undefined') window.scrollTo = () => {};

afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  localStorage.clear();
  setFakeSessionMember(null);
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  // A fake server's answer that the real server could not give fails the test (contract-answers.ts); after the
  // cleanup above, so the next test starts clean.
  const violations = takeFakeAnswerViolations();
  if (violations.length > 0) {
    throw new Error(`The fake API answered outside the contract:\n${[...new Set(violations)].join('\n')}`);
  }
});
