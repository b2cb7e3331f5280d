import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUpload } from '../src/api/client.ts';
import { fakeApi } from './account-fake-api.ts';

const file = () => new File([new Uint8Array(10)], 'ik.jpg', { type: 'image/jpeg' });

afterEach(() => vi.unstubAllGlobals());

/**
 * What only uploads do (XMLHttpRequest, for their progress); the rules they share with every call (retries, 403,
 * errors, cancel) are tested once for all carriers in api-rules.test.tsx.
 */
describe('apiUpload', () => {
  it('sends the file with its type and the query, and is not retried once cancelled', async () => {
    const api = fakeApi({ 'POST /api/message-image.php': () => new Promise(() => {}) });
    const controller = new AbortController();
    const sent = apiUpload('/api/message-image.php', file(), {
      query: { profile: 7 },
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(api.to('POST /api/message-image.php')).toHaveLength(1));
    expect(api.to('POST /api/message-image.php')[0]?.query.get('profile')).toBe('7');
    controller.abort();
    await expect(sent).rejects.toMatchObject({ code: 'network' });
    expect(api.to('POST /api/message-image.php')).toHaveLength(1);
  });
});
