import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from './account-fake-api.ts';
import { renderApp, testUser } from './render-app.tsx';

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

function fakeBeacon() {
  const beacons: Array<{ url: string; body: Blob }> = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((url: string, body: Blob) => beacons.push({ url, body }) > 0),
  });
  return beacons;
}

describe('the page-hidden beacon (SPEC §7)', () => {
  it('tells the server each time a member’s page becomes hidden, with an empty JSON body', async () => {
    const beacons = fakeBeacon();
    fakeApi();
    await renderApp('/pages/faq', { settings: { enable_site_entry_popup: 'no' }, user: testUser() });
    await screen.findByRole('heading', { level: 1 });
    setVisibility('hidden');
    setVisibility('visible');
    setVisibility('hidden');
    expect(beacons.map((beacon) => beacon.url)).toEqual(['/api/page-hidden.php', '/api/page-hidden.php']);
    expect(beacons[0]?.body.type).toBe('application/json');
    expect(await beacons[0]?.body.text()).toBe('{}');
  });

  it('sends nothing for a visitor', async () => {
    const beacons = fakeBeacon();
    fakeApi();
    await renderApp('/pages/faq', { settings: { enable_site_entry_popup: 'no' } });
    await screen.findByRole('heading', { level: 1 });
    setVisibility('hidden');
    expect(beacons).toEqual([]);
  });
});
