import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from './account-fake-api.ts';
import { renderApp, testUser } from './render-app.tsx';

const userPhp = async () => {
  const answer = await fetch('/api/user.php');
  return { status: answer.status, body: await answer.json() };
};

afterEach(() => vi.unstubAllGlobals());

describe('the fake server’s session', () => {
  it('answers GET /api/user.php with the member renderApp seeded, as the periodic refresh finds it', async () => {
    fakeApi();
    const member = testUser({ id: 9 });
    await renderApp('/pages/terms', { user: member });
    expect(await userPhp()).toEqual({ status: 200, body: { user: member } });
  });

  it('answers a visitor 403 authentication_required', async () => {
    fakeApi();
    await renderApp('/pages/terms');
    expect(await userPhp()).toEqual({ status: 403, body: { error: 'authentication_required' } });
  });

  it('follows a login and a logout, and leaves a scripted answer alone', async () => {
    const member = testUser();
    fakeApi({
      'POST /api/user.php': { body: { user: member } },
      'GET /api/logout.php': { body: { ok: true } },
    });
    await renderApp('/pages/terms');
    await fetch('/api/user.php', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.nl', password: 'x' }),
    });
    expect((await userPhp()).status).toBe(200);
    await fetch('/api/logout.php');
    expect((await userPhp()).status).toBe(403);

    fakeApi({ 'GET /api/user.php': { status: 403, body: { error: 'authentication_required' } } });
    await renderApp('/pages/terms', { user: member });
    expect((await userPhp()).status).toBe(403);
  });
});
