import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import type { CurrentUser, Gender, Sexuality } from '../../contract/src/index.ts';
import { expect, freshDutchIp, mailTo, visitAs } from './fixtures.ts';

/** A member the journey can log in as and look up by id. */
export type Member = { id: number; name: string; email: string; password: string };

/**
 * The demo moderator the server creates on the first start of an empty database (DEMO_PROFILES > 0, which
 * run.mjs sets; server/src/cli/demo/demo-logins.ts and the README list the demo logins).
 */
export const DEMO_MODERATOR = { email: 'moderator@example.com', password: 'welkom-demo-2026' };

/**
 * A browser context of its own for one person: Dutch, past the entry warning, and with a Dutch IP of its own,
 * so the per-IP limits of signup never touch another journey.
 */
export async function personContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: process.env.BASE_URL, ...options });
  await visitAs(context, { language: 'nl', ip: freshDutchIp(), skipEntryWarning: true });
  return context;
}

let memberCounter = 0;

/**
 * Signs a new member up through the real API in `context` (which is then logged in as them) and confirms the
 * address with the link of the activation mail, so others can view the profile. The screens of signup are
 * the account journey's part.
 */
export async function signUpMember(
  context: BrowserContext,
  profile: { name: string; gender: Gender; sexuality?: Sexuality; country?: string; region?: string | null },
): Promise<Member> {
  memberCounter += 1;
  const local = profile.name.toLowerCase().replace(/[^a-z]+/g, '.');
  const email = `${local}.${process.pid}.${Date.now()}.${memberCounter}@example.nl`;
  const password = 'Zeilboot-Kaas-Fiets-7';
  const signup = await context.request.post('/api/signup.php', {
    data: {
      email,
      name: profile.name,
      password,
      date_of_birth: `${new Date().getFullYear() - 34}-06-21`,
      gender: profile.gender,
      sexuality: profile.sexuality ?? 'hetero',
      country: profile.country ?? 'NL',
      region: profile.region ?? null,
      language: 'nl',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const { user } = (await signup.json()) as { user: CurrentUser };
  const sent = Date.now();
  expect((await context.request.post('/api/activation-mail.php')).status()).toBe(200);
  const link = (await mailTo(email, sent)).links.find((each) => each.includes('/api/activate.php'));
  if (!link) throw new Error(`no activation link in the mail to ${email}`);
  const activated = await context.request.get(link);
  expect(new URL(activated.url()).pathname).toBe('/activate/done');
  return { id: user.id, name: profile.name, email, password };
}

/** Logs `context` in through the real API (the account journey covers the login screen). */
export async function logIn(context: BrowserContext, login: { email: string; password: string }) {
  const answer = await context.request.post('/api/user.php', { data: login });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { user: CurrentUser }).user;
}
