import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureTracking, readTracking } from '../src/features/signup/tracking.ts';
import {
  noteSignupStarted,
  resetPageBounceLog,
  startPageBounceLog,
} from '../src/features/traffic/page-bounce.ts';

/** Tracking kept from an entry URL of any path, and the `lb` page-bounce beacon (issue 24, decision 0064). */
describe('tracking on every entry path', () => {
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState({}, '', '/');
  });

  it.each([
    '/landers/gallery/summer?aff_sub=%20banner%3C7%3E%20&network=netone',
    '/members/5/landing?sub=banner7&network=netone',
    '/?network=netone&sub1=banner7',
  ])('keeps the normalised tracking of %s for the rest of the visit', (entry) => {
    window.history.replaceState({}, '', entry);
    captureTracking(window.location.search);
    // A later page of the visit without tracking keeps it.
    window.history.replaceState({}, '', '/search');
    captureTracking(window.location.search);
    expect(readTracking()).toEqual({ network: 'netone', sub1: 'banner7' });
  });

  it('normalises what it reads back from storage', () => {
    localStorage.setItem('tracking', JSON.stringify({ network: ' net<one> ', sub1: 7, other: 'x' }));
    expect(readTracking()).toEqual({ network: 'netone' });
  });
});

describe('page-bounce beacon', () => {
  afterEach(() => {
    resetPageBounceLog();
    vi.restoreAllMocks();
  });

  it('sends nothing without lb in the entry URL', () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    expect(startPageBounceLog({ pathname: '/landers/gallery', search: '?network=netone' })).toBe(false);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
  });

  it('with lb, sends the entry path, network, sub id, seconds and signup start when the page is left', async () => {
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    expect(
      startPageBounceLog({ pathname: '/landers/gallery/x', search: '?lb=1&network=netone&aff_sub=b7' }),
    ).toBe(true);
    noteSignupStarted();
    vi.spyOn(Date, 'now').mockReturnValue(1_012_400);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0] as [string, Blob];
    expect(url).toBe('/api/page-bounce.php');
    expect(JSON.parse(await body.text())).toEqual({
      visit_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      entry_path: '/landers/gallery/x',
      network: 'netone',
      sub1: 'b7',
      seconds: 12,
      signup_started: true,
    });
  });
});
