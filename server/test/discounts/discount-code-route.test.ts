import {
  TIME_BONUS_CODE,
  TIME_BONUS_WINDOW_S,
  WELCOME_DISCOUNT_CODE,
  WELCOME_DISCOUNT_WINDOW_S,
} from '@community/contract';
import { describe, expect, it } from 'vitest';
import { createMember } from '../support/members.ts';
import { createTestApp, testClock } from '../support/test-app.ts';
import { discountHelpers } from './discount-helpers.ts';

const START = new Date(Date.UTC(2026, 5, 15, 9, 0));
const clock = testClock(START);
const at = (ms: number) => new Date(START.getTime() + ms);

describe('GET /api/discountcode.php', async () => {
  const { app, db } = await createTestApp({}, { clock });
  const { sql, addCode, addPackage, addOrder, newSite } = discountHelpers(db);
  const packageId = await addPackage();

  const lookUp = (cookie: string | undefined, query: string, host?: string) =>
    app.inject({
      method: 'GET',
      url: `/api/discountcode.php?${query}`,
      headers: { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) },
    });
  /** The answer as [status, body]. */
  async function answer(cookie: string, query: string, host?: string) {
    const response = await lookUp(cookie, query, host);
    return [response.statusCode, response.json()] as const;
  }
  /** A member signed up now (the test clock), with a session. */
  async function member() {
    clock.set(START);
    const { user, cookie } = await createMember(app);
    return { id: user.id as number, cookie };
  }
  /** The member's code used by an order of theirs (as the order call reserves it). */
  /** The code used by a paid order (an order still open at the checkout would give it up to a new one). */
  async function redeem(memberId: number, codeId: number, validity: string) {
    const orderId = await addOrder(sql, { userId: memberId, packageId, codeId, status: 'paid' });
    const scope =
      validity === 'once'
        ? `code:${codeId}`
        : validity === 'once_per_user'
          ? `code:${codeId}:user:${memberId}`
          : `order:${orderId}`;
    await sql.query(
      'INSERT INTO discount_redemptions (discount_code_id, user_id, order_id, scope) VALUES ($1, $2, $3, $4)',
      [codeId, memberId, orderId, scope],
    );
  }

  it('requires a session', async () => {
    for (const query of ['code=ABC', 'welcome=true']) {
      const response = await lookUp(undefined, query);
      expect([response.statusCode, response.json()]).toEqual([403, { error: 'authentication_required' }]);
    }
  });

  it('answers a code as SPEC §3 describes it, matching without case', async () => {
    const me = await member();
    const expires = at(30 * 24 * 3600_000);
    await addCode({
      code: 'Zomer2026',
      percentage: 12.5,
      country: 'NL',
      currency: 'EUR',
      minimumOrderValue: 2500,
      expiresAt: expires,
      validity: 'once',
      methods: ['ideal', 'paypal'],
    });
    expect(await answer(me.cookie, 'code=zomer2026&country=nl')).toEqual([
      200,
      {
        discount_code: {
          code: 'Zomer2026',
          country: 'NL',
          user_id: null,
          expires: expires.toISOString(),
          value_percentage: 12.5,
          currency: 'EUR',
          minimum_order_value: 2500,
          status: 'active',
          validity: 'once',
          expired: false,
          paymentmethods: ['ideal', 'paypal'],
        },
      },
    ]);
  });

  it('does not find unknown, inactive, other sites’ and other members’ personal codes', async () => {
    const me = await member();
    const other = await member();
    const site = await newSite();
    const inactive = await addCode({ status: 'inactive' });
    const elsewhere = await addCode({ siteId: site.id });
    const personal = await addCode({ userId: other.id });
    for (const code of ['BESTAATNIET', inactive.code, elsewhere.code, personal.code]) {
      expect(await answer(me.cookie, `code=${code}`), code).toEqual([404, { error: 'code_not_found' }]);
    }
    const [status, body] = await answer(other.cookie, `code=${personal.code}`);
    expect([status, body.discount_code.user_id]).toEqual([200, other.id]);
    // A code of every site is found on any site.
    const everySite = await addCode({ siteId: null });
    expect((await answer(me.cookie, `code=${everySite.code}`))[0]).toBe(200);
    // A session of another site's member counts for nothing here.
    expect(await answer(me.cookie, `code=${elsewhere.code}`, site.host)).toEqual([
      403,
      { error: 'authentication_required' },
    ]);
  });

  it('says a used code is used: once by anyone, once per user by this member', async () => {
    const [anna, bram] = [await member(), await member()];
    const once = await addCode({ validity: 'once' });
    const perUser = await addCode({ validity: 'once_per_user' });
    const unlimited = await addCode({ validity: 'unlimited' });
    await redeem(anna.id, once.id, 'once');
    await redeem(anna.id, perUser.id, 'once_per_user');
    await redeem(anna.id, unlimited.id, 'unlimited');
    const used = [409, { error: 'code_used' }];
    expect(await answer(anna.cookie, `code=${once.code}`)).toEqual(used);
    expect(await answer(bram.cookie, `code=${once.code}`)).toEqual(used);
    expect(await answer(anna.cookie, `code=${perUser.code}`)).toEqual(used);
    expect((await answer(bram.cookie, `code=${perUser.code}`))[0]).toBe(200);
    expect((await answer(anna.cookie, `code=${unlimited.code}`))[0]).toBe(200);
  });

  it('answers an expired code with expired true, so the member can be told', async () => {
    const me = await member();
    const past = at(-60_000);
    const { code } = await addCode({ expiresAt: past });
    const [status, body] = await answer(me.cookie, `code=${code}`);
    expect([status, body.discount_code.expired, body.discount_code.expires]).toEqual([
      200,
      true,
      past.toISOString(),
    ]);
  });

  it('refuses a code for another payment country when the country is given', async () => {
    const me = await member();
    const { code } = await addCode({ country: 'BE' });
    expect(await answer(me.cookie, `code=${code}&country=NL`)).toEqual([
      400,
      { error: 'code_not_applicable' },
    ]);
    expect((await answer(me.cookie, `code=${code}&country=be`))[0]).toBe(200);
    expect((await answer(me.cookie, `code=${code}`))[0]).toBe(200);
  });

  it('answers the time bonus for 4 hours after signup, then as expired; never to a paid member', async () => {
    const me = await member();
    const ends = at(TIME_BONUS_WINDOW_S * 1000).toISOString();
    clock.set(at(TIME_BONUS_WINDOW_S * 1000 - 1000));
    const [status, body] = await answer(me.cookie, `code=${TIME_BONUS_CODE.toLowerCase()}`);
    expect(status).toBe(200);
    expect(body.discount_code).toMatchObject({
      code: TIME_BONUS_CODE,
      value_percentage: 25,
      status: 'active',
      validity: 'once_per_user',
      expires: ends,
      expired: false,
    });
    clock.set(at(TIME_BONUS_WINDOW_S * 1000));
    expect((await answer(me.cookie, `code=${TIME_BONUS_CODE}`))[1].discount_code).toMatchObject({
      expires: ends,
      expired: true,
    });
    clock.set(at(3600_000));
    await sql.query('UPDATE users SET paid_user = true WHERE id = $1', [me.id]);
    expect(await answer(me.cookie, `code=${TIME_BONUS_CODE}`)).toEqual([
      400,
      { error: 'code_not_applicable' },
    ]);
  });

  it('answers the welcome code while it applies, else not found', async () => {
    const me = await member();
    const ends = at(WELCOME_DISCOUNT_WINDOW_S * 1000).toISOString();
    clock.set(at(WELCOME_DISCOUNT_WINDOW_S * 1000 - 1000));
    const [status, body] = await answer(me.cookie, 'welcome=true');
    expect(status).toBe(200);
    expect(body.discount_code).toMatchObject({
      code: WELCOME_DISCOUNT_CODE,
      value_percentage: 25,
      expires: ends,
      expired: false,
    });
    const notFound = [404, { error: 'code_not_found' }];
    clock.set(at(WELCOME_DISCOUNT_WINDOW_S * 1000));
    expect(await answer(me.cookie, 'welcome=true')).toEqual(notFound);

    const used = await member();
    const welcomeId = Number(
      (await sql.query('SELECT id FROM discount_codes WHERE code = $1', [WELCOME_DISCOUNT_CODE])).rows[0].id,
    );
    await redeem(used.id, welcomeId, 'once_per_user');
    expect(await answer(used.cookie, 'welcome=true')).toEqual(notFound);

    const paid = await member();
    await sql.query('UPDATE users SET paid_user = true WHERE id = $1', [paid.id]);
    expect(await answer(paid.cookie, 'welcome=true')).toEqual(notFound);
  });

  it('answers a member’s personal welcome code before the one of every site', async () => {
    const me = await member();
    await addCode({ kind: 'welcome', code: 'WELKOM-ANNA', userId: me.id, percentage: 30 });
    const [status, body] = await answer(me.cookie, 'welcome=true');
    expect([status, body.discount_code.code, body.discount_code.value_percentage]).toEqual([
      200,
      'WELKOM-ANNA',
      30,
    ]);
  });

  it('limits lookups per member, so codes cannot be guessed by trying', async () => {
    const me = await member();
    const other = await member();
    const { code } = await addCode();
    for (let i = 0; i < 30; i++) expect((await lookUp(me.cookie, `code=GOK${i}`)).statusCode).toBe(404);
    expect(await answer(me.cookie, `code=${code}`)).toEqual([429, { error: 'rate_limited' }]);
    // Another member is not held up, and the limit ends with its window.
    expect((await answer(other.cookie, `code=${code}`))[0]).toBe(200);
    clock.set(at(601_000));
    expect((await answer(me.cookie, `code=${code}`))[0]).toBe(200);
  });

  it('refuses a query without a code or welcome=true', async () => {
    const me = await member();
    for (const query of ['', 'welcome=false', 'code=', 'code=ABC&welcome=true', 'code=ABC&country=NLD']) {
      expect((await lookUp(me.cookie, query)).statusCode, query).toBe(400);
    }
  });
});
