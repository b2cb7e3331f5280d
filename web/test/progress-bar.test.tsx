import type { LikesResponse } from '@community/contract';
import { act, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { deferred } from './account-fake-api.ts';
import { testLikes } from './likes-fixtures.ts';
import { memberApi, noEntryWarning, testProfile } from './member-fixtures.ts';
import { renderApp, testUser } from './render-app.tsx';

beforeEach(() => {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

it('keeps the page accessible while the progress bar of a slow call shows: the bar is inside a landmark', async () => {
  const hold = deferred<{ body: LikesResponse }>();
  memberApi(testProfile(), { 'GET /api/likes.php': () => hold.promise });
  await renderApp('/likes', { settings: noEntryWarning, user: testUser() });
  await act(() => vi.advanceTimersByTimeAsync(300));
  const bar = await screen.findByRole('progressbar', { name: 'Bezig met laden' });
  expect(bar.closest('aside, main, header, nav, footer, [role="region"]')).not.toBeNull();
  const results = await axe.run(document.body, {
    runOnly: ['region', 'landmark-unique', 'landmark-complementary-is-top-level', 'aria-progressbar-name'],
  });
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  hold.resolve({ body: testLikes() });
});
