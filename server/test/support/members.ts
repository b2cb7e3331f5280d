import type { SignupForm } from '@community/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

let counter = 0;

/** A valid signup form; every call a new address. */
export function signupForm(overrides: Partial<SignupForm> = {}): SignupForm {
  counter += 1;
  return {
    email: `member${counter}-${Date.now()}@example.nl`,
    name: `Lid${counter}`,
    password: 'zomer-aan-zee-2026',
    date_of_birth: '1990-05-17',
    gender: 'female',
    sexuality: 'hetero',
    country: 'NL',
    region: 'NH',
    language: 'nl',
    ...overrides,
  };
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'auth.session');
  expect(cookie, 'session cookie').toBeDefined();
  return `auth.session=${cookie?.value}`;
}

/** Signs a member up through the API; answers the form, the user and the session cookie. */
export async function createMember(app: FastifyInstance, overrides: Partial<SignupForm> = {}) {
  const form = signupForm(overrides);
  // Each signup from its own address, so files creating many members stay under the per-IP signup limit.
  const remoteAddress = `10.9.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
  const response = await app.inject({ method: 'POST', url: '/api/signup.php', payload: form, remoteAddress });
  expect(response.statusCode, response.body).toBe(201);
  return { form, user: response.json().user, cookie: sessionCookie(response) };
}

export const login = (app: FastifyInstance, email: string, password: string, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/user.php', payload: { email, password }, remoteAddress: ip });

/** A confirmed member (listed to others), as after the activation link. */
export async function createActiveMember(
  app: FastifyInstance,
  db: { $client: { query: (sql: string, params: unknown[]) => Promise<unknown> } },
  overrides: Partial<SignupForm> = {},
) {
  const member = await createMember(app, overrides);
  await db.$client.query(`UPDATE users SET status = 'active', confirmed_at = now() WHERE id = $1`, [
    member.user.id,
  ]);
  await db.$client.query(`UPDATE profiles SET status = 'active' WHERE id = $1`, [member.user.id]);
  return member;
}
