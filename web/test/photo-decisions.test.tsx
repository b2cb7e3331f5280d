import { type PhotoDecision, REFRESH_INTERVAL_MS } from '@community/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PHOTO_DECISIONS_KEY } from '../src/features/photos/photo-decisions-api.ts';
import { fakeApi } from './account-fake-api.ts';
import { memberWithMain, ownPhoto } from './photos-fixtures.ts';
import { renderApp } from './render-app.tsx';

const noEntryWarning = { enable_site_entry_popup: 'no' } as const;
const APPROVED = 'Je foto is goedgekeurd! Andere leden zien hem nu.';
const approved: PhotoDecision = {
  id: 1,
  thumb_filename: 'p1-thumb.webp',
  status: 'active',
  reject_reason: null,
};
const rejected: PhotoDecision = {
  id: 2,
  thumb_filename: 'p2-thumb.webp',
  status: 'rejected',
  reject_reason: 'quality',
};

const member = memberWithMain(ownPhoto({ id: 1, status: 'inspection', main: true }));

/** The server's side: decisions wait until the client says it showed them (docs/profiles.md). */
function decisionsServer(waiting: PhotoDecision[]) {
  let decisions = [...waiting];
  const api = fakeApi({
    // The member is read again after a decision (the main photo's status changed).
    'GET /api/user.php': { body: { user: member } },
    'GET /api/photo-decisions.php': () => ({ body: { decisions } }),
    'POST /api/photo-decisions.php': (call) => {
      const ids = (call.body as { ids: number[] }).ids;
      decisions = decisions.filter((decision) => !ids.includes(decision.id));
      return { body: { ok: true } };
    },
  });
  return { api, decide: (decision: PhotoDecision) => decisions.push(decision) };
}

const openFaq = () => renderApp('/pages/faq', { settings: noEntryWarning, user: member });

describe("a moderator's decision on a photo", () => {
  it('is announced on the next visit, an approval and a rejection with its reason, once, until closed', async () => {
    const { api } = decisionsServer([approved, rejected]);
    const first = await openFaq();
    expect(await screen.findByText(APPROVED)).toBeTruthy();
    const refusal = (await screen.findByText('Je foto is afgekeurd.')).closest('.alert') as HTMLElement;
    expect(refusal.textContent).toContain('Deze foto is te onscherp, te donker of te klein.');
    expect(within(refusal).getByRole('link', { name: "Naar je foto's" }).getAttribute('href')).toBe(
      '/profile',
    );
    await waitFor(() => expect(api.to('POST /api/photo-decisions.php')).toHaveLength(1));
    expect(api.to('POST /api/photo-decisions.php')[0]?.body).toEqual({ ids: [1, 2] });

    await userEvent.setup().click(within(refusal).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByText('Je foto is afgekeurd.')).toBeNull());
    expect(screen.getByText(APPROVED)).toBeTruthy();
    first.unmount();

    // The next visit: told already, so nothing.
    await openFaq();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(api.to('GET /api/photo-decisions.php').length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByText(APPROVED)).toBeNull();
    expect(api.to('POST /api/photo-decisions.php')).toHaveLength(1);
  });

  it('reaches a member who is online with the periodic refresh', async () => {
    const { api, decide } = decisionsServer([]);
    const { queryClient } = await openFaq();
    await waitFor(() => expect(api.to('GET /api/photo-decisions.php')).toHaveLength(1));
    const query = queryClient.getQueryCache().find({ queryKey: PHOTO_DECISIONS_KEY });
    expect((query?.options as { refetchInterval?: number } | undefined)?.refetchInterval).toBe(
      REFRESH_INTERVAL_MS,
    );

    decide(approved);
    await queryClient.refetchQueries({ queryKey: PHOTO_DECISIONS_KEY });
    expect(await screen.findByText(APPROVED)).toBeTruthy();
  });
});
