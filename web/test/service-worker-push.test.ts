// @vitest-environment node
import { type PushMessage, pushMessageSchema } from '@community/contract';
import { describe, expect, it } from 'vitest';
import { fakePage, ORIGIN, startWorker } from './service-worker-fakes.ts';

const push = (overrides: Partial<PushMessage> = {}): PushMessage =>
  pushMessageSchema.parse({
    title: 'Nieuw bericht van Eva',
    body: 'Hoi! Zin in een kop koffie?',
    icon: `${ORIGIN}/photos/12/thumb.jpg`,
    tag: 'conversation-31',
    badge: 4,
    data: { checkUrl: '/api/chats.php', openUrl: '/chats/31' },
    ...overrides,
  });
const pushEvent = (payload: unknown) => ({ data: { json: () => payload } });

describe('the service worker on a push', () => {
  it('shows the notification, sets the app badge and tells every open page what changed', async () => {
    const pages = [fakePage(`${ORIGIN}/members`), fakePage(`${ORIGIN}/likes`)];
    const worker = startWorker({ pages });
    await worker.dispatch('push', pushEvent(push()));

    expect(worker.self.registration.showNotification).toHaveBeenCalledWith('Nieuw bericht van Eva', {
      body: 'Hoi! Zin in een kop koffie?',
      icon: `${ORIGIN}/photos/12/thumb.jpg`,
      tag: 'conversation-31',
      data: { checkUrl: '/api/chats.php', openUrl: '/chats/31' },
    });
    expect(worker.self.navigator.setAppBadge).toHaveBeenCalledWith(4);
    for (const page of pages) {
      expect(page.postMessage).toHaveBeenCalledWith({
        type: 'NEW_PUSH_MESSAGE',
        data: { checkUrl: '/api/chats.php', openUrl: '/chats/31' },
      });
    }
  });

  it('clears the badge at 0, goes without an icon, and shrugs off a badge the platform refuses', async () => {
    const worker = startWorker();
    worker.self.navigator.clearAppBadge.mockRejectedValueOnce(new Error('not installed'));
    await worker.dispatch('push', pushEvent(push({ badge: 0, icon: null })));
    expect(worker.self.navigator.clearAppBadge).toHaveBeenCalled();
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith(
      'Nieuw bericht van Eva',
      expect.objectContaining({ icon: undefined }),
    );
  });

  it('ignores a push that is not one of ours', async () => {
    const worker = startWorker({ pages: [fakePage(`${ORIGIN}/`)] });
    await worker.dispatch('push', pushEvent({ hello: 'world' }));
    await worker.dispatch('push', { data: { json: () => JSON.parse('not json') } });
    await worker.dispatch('push', { data: null });
    expect(worker.self.registration.showNotification).not.toHaveBeenCalled();
    expect(worker.pages[0]?.postMessage).not.toHaveBeenCalled();
  });
});

describe('the service worker on a notification click', () => {
  const click = (data: unknown) => {
    const notification = {
      data,
      closed: false,
      close() {
        notification.closed = true;
      },
    };
    return { notification };
  };

  it('focuses an open page of the site (the focused one first) and tells it to open the page', async () => {
    const other = fakePage(`${ORIGIN}/members`);
    const focused = fakePage(`${ORIGIN}/likes`, true);
    const worker = startWorker({ pages: [other, focused] });
    const fields = click({ checkUrl: '/api/chats.php', openUrl: '/chats/31' });
    await worker.dispatch('notificationclick', fields);

    expect(fields.notification.closed).toBe(true);
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.postMessage).toHaveBeenCalledWith({
      type: 'NEW_PUSH_CLICK',
      data: { checkUrl: '/api/chats.php', openUrl: '/chats/31' },
    });
    expect(other.postMessage).not.toHaveBeenCalled();
    expect(worker.self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the page when no page of the site is open, and never a page of another site', async () => {
    const worker = startWorker();
    await worker.dispatch('notificationclick', click({ checkUrl: '/api/likes.php', openUrl: '/likes/m/12' }));
    expect(worker.self.clients.openWindow).toHaveBeenLastCalledWith('/likes/m/12');
    await worker.dispatch('notificationclick', click({ checkUrl: '', openUrl: 'https://evil.example/x' }));
    expect(worker.self.clients.openWindow).toHaveBeenLastCalledWith('/');
  });
});
