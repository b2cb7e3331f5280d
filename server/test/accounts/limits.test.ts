import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/platform/limits.ts';
import { createMember, login, sessionCookie, signupForm } from '../support/members.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { createTestApp } from '../support/test-app.ts';

describe('limits on address checks, password guesses and shared addresses (issue 19)', async () => {
  const smtp = await startSmtpServer();
  const { app } = await createTestApp({ SMTP_URL: smtp.url });
  const post = (url: string, payload: object, options: { cookie?: string; ip?: string } = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: options.ip ?? '10.20.0.1',
      headers: options.cookie ? { cookie: options.cookie } : {},
    });
  let ipCounter = 0;
  const freshIp = () => {
    ipCounter += 1;
    return `10.21.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  };
  const cookieOf = (response: { cookies: { name: string; value: string }[] }, name: string) =>
    response.cookies.find((c) => c.name === name);

  describe('defect 2: whether an address has an account is told only behind a limit', () => {
    it('signup.php: 150 probes of a known address from one IP address meet 429 rate_limited with Retry-After', async () => {
      const { form } = await createMember(app);
      const ip = freshIp();
      const answers = [];
      const started = Date.now();
      for (let i = 0; i < 150; i++)
        answers.push(await post('/api/signup.php', signupForm({ email: form.email }), { ip }));
      const max = LIMITS.addressChecksPerIp.max;
      expect(answers.slice(0, max).map((r) => r.json().error)).toEqual(Array(max).fill('email_taken'));
      const refused = answers[max];
      expect(refused?.statusCode).toBe(429);
      // The hour's window began with the first probe, so the wait left is the hour less the probes' own time.
      const spent = Math.ceil((Date.now() - started) / 1000);
      const { error, retry_after } = refused?.json() ?? {};
      expect(error).toBe('rate_limited');
      expect(retry_after).toBeLessThanOrEqual(LIMITS.addressChecksPerIp.windowSeconds);
      expect(retry_after).toBeGreaterThanOrEqual(LIMITS.addressChecksPerIp.windowSeconds - spent);
      expect(refused?.headers['retry-after']).toBe(String(retry_after));
      // Over the limit nothing is told: an unknown address gets the same refusal.
      const unknown = await post('/api/signup.php', signupForm({ email: 'nog-nooit-gezien@example.nl' }), {
        ip,
      });
      expect(unknown.statusCode).toBe(429);
      expect(answers.slice(max).every((r) => r.statusCode === 429)).toBe(true);
    });

    it('signup-check.php and signup.php count together per IP address', async () => {
      const { form } = await createMember(app);
      const ip = freshIp();
      const max = LIMITS.addressChecksPerIp.max;
      for (let i = 0; i < max / 2; i++) await post('/api/signup-check.php', { email: form.email }, { ip });
      for (let i = 0; i < max / 2; i++)
        await post('/api/signup.php', signupForm({ email: form.email }), { ip });
      const check = await post('/api/signup-check.php', { email: form.email }, { ip });
      expect([check.statusCode, check.json().error]).toEqual([429, 'rate_limited']);
      expect(Number(check.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('email-change.php: a logged-in member probing addresses is limited per session, from any IP address', async () => {
      const { form: other } = await createMember(app);
      const { form, cookie } = await createMember(app);
      const answers = [];
      for (let i = 0; i < 40; i++) {
        const payload = { password: form.password, email: other.email };
        answers.push(await post('/api/email-change.php', payload, { cookie, ip: freshIp() }));
      }
      const max = LIMITS.addressChecksPerSession.max;
      expect(answers.slice(0, max).map((r) => r.json().error)).toEqual(Array(max).fill('email_taken'));
      expect(answers[max]?.json().error).toBe('rate_limited');
      expect(Number(answers[max]?.headers['retry-after'])).toBeGreaterThan(3500);
      expect(answers[max]?.json().retry_after).toBe(Number(answers[max]?.headers['retry-after']));
    });
  });

  describe('defect 7: guesses of the old password share the login lock-out', () => {
    for (const [name, url, payload] of [
      [
        'password.php',
        '/api/password.php',
        (p: string) => ({ old_password: p, password: 'nieuw-geheim-42', password_repeat: 'nieuw-geheim-42' }),
      ],
      [
        'email-change.php',
        '/api/email-change.php',
        (p: string) => ({ password: p, email: 'elders@example.nl' }),
      ],
      ['account-delete.php', '/api/account-delete.php', (p: string) => ({ password: p, reason: 'other' })],
    ] as const) {
      it(`${name}: the 5th wrong password locks the account like the login, and the right one is refused then`, async () => {
        const { form, cookie } = await createMember(app);
        const answers = [];
        for (let i = 0; i < 6; i++)
          answers.push(await post(url, payload(`fout-wachtwoord-${i}`), { cookie }));
        // The password change asks for the old password; deletion and e-mail change for the current one.
        const wrong = url === '/api/password.php' ? 'old_password_wrong' : 'password_wrong';
        expect(answers.slice(0, 4).map((r) => r.json().error)).toEqual(Array(4).fill(wrong));
        expect(answers[4]?.json()).toEqual({ error: 'account_locked', minutes: 15 });
        expect(answers[4]?.headers['retry-after']).toBe('900');
        expect(answers[5]?.json()).toEqual({ error: 'account_locked', minutes: 15 });
        expect((await post(url, payload(form.password), { cookie })).json().error).toBe('account_locked');
        expect((await login(app, form.email, form.password, freshIp())).json().error).toBe('account_locked');
      });
    }

    it('guesses at the login and with a session add up', async () => {
      const { form, cookie } = await createMember(app);
      for (let i = 0; i < 3; i++) await login(app, form.email, `fout-${i}-wachtwoord`, freshIp());
      const wrong = {
        old_password: 'nog-een-fout-1',
        password: 'nieuw-geheim-42',
        password_repeat: 'nieuw-geheim-42',
      };
      expect((await post('/api/password.php', wrong, { cookie })).json().error).toBe('old_password_wrong');
      expect((await post('/api/password.php', wrong, { cookie })).json()).toEqual({
        error: 'account_locked',
        minutes: 15,
      });
    });
  });

  describe('defect 9: a shared IP address does not lock out browsers that logged in before', () => {
    const spray = async (ip: string) => {
      for (let i = 0; i < LIMITS.loginFailuresPerIp.max; i++) {
        expect((await login(app, `spray-${ip}-${i}@example.nl`, 'Zomer2026!', ip)).statusCode).toBe(401);
      }
    };
    const loginWith = (email: string, password: string, ip: string, device?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user.php',
        payload: { email, password },
        remoteAddress: ip,
        headers: device ? { cookie: `auth.device=${device}` } : {},
      });

    it('a successful login sets a long-lived, HttpOnly, SameSite=Lax device cookie for the login call only', async () => {
      const { form } = await createMember(app);
      const response = await login(app, form.email, form.password, freshIp());
      const device = cookieOf(response, 'auth.device') as Record<string, unknown> | undefined;
      expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/user.php' });
      expect(device?.maxAge as number).toBeGreaterThanOrEqual(180 * 86_400);
      expect(
        (await login(app, form.email, 'fout-wachtwoord-9', freshIp())).cookies.some(
          (c) => c.name === 'auth.device',
        ),
      ).toBe(false);
    });

    it('after another person sprays the office address, the member with a device cookie still logs in; others get 429 whatever the password', async () => {
      const trusted = await createMember(app);
      const untrusted = await createMember(app);
      const device = cookieOf(
        await login(app, trusted.form.email, trusted.form.password, freshIp()),
        'auth.device',
      )?.value as string;
      const office = freshIp();
      await spray(office);

      const ok = await loginWith(trusted.form.email, trusted.form.password, office, device);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(sessionCookie(ok)).toMatch(/^auth\.session=/);

      // Without a device cookie: refused before the password is checked, so the refusal tells nothing.
      const right = await loginWith(untrusted.form.email, untrusted.form.password, office);
      const wrong = await loginWith(untrusted.form.email, 'fout-wachtwoord-1', office);
      expect(right.statusCode).toBe(429);
      expect(right.json().error).toBe('rate_limited');
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(850);
      expect([wrong.statusCode, wrong.json().error]).toEqual([429, 'rate_limited']);
      // A device cookie of another account, or a forged one, is worth nothing.
      expect(
        (await loginWith(untrusted.form.email, untrusted.form.password, office, device)).statusCode,
      ).toBe(429);
      const [id, nonce] = device.split('.');
      const forged = `${untrusted.user.id}.${nonce}.${'A'.repeat(43)}`;
      expect(
        (await loginWith(untrusted.form.email, untrusted.form.password, office, forged)).statusCode,
      ).toBe(429);
      expect(id).toBe(String(trusted.user.id));
    }, 90_000);

    it('a device cookie with too many failures of its own is locked out by itself', async () => {
      const { form } = await createMember(app);
      const device = cookieOf(await login(app, form.email, form.password, freshIp()), 'auth.device')
        ?.value as string;
      const office = freshIp();
      await spray(office);
      for (let i = 0; i < LIMITS.loginFailuresPerDevice.max; i++) {
        expect((await loginWith(form.email, `fout-${i}-wachtwoord`, office, device)).json().error).toBe(
          'login_failed',
        );
      }
      expect((await loginWith(form.email, form.password, office, device)).json().error).toBe('rate_limited');
      // From an address nobody sprayed, the member still logs in.
      expect((await loginWith(form.email, form.password, freshIp(), device)).statusCode).toBe(200);
    }, 90_000);

    it('the per-account lock-out of SPEC §8 holds for a device cookie too', async () => {
      const { form } = await createMember(app);
      const device = cookieOf(await login(app, form.email, form.password, freshIp()), 'auth.device')
        ?.value as string;
      for (let i = 0; i < LIMITS.loginLock.max; i++)
        await login(app, form.email, `fout-${i}-wachtwoord`, freshIp());
      expect((await loginWith(form.email, form.password, freshIp(), device)).json()).toEqual({
        error: 'account_locked',
        minutes: 15,
      });
    });
  });
});
