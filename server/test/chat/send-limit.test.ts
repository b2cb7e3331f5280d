import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/platform/limits.ts';
import { createTestApp, testClock } from '../support/test-app.ts';
import { chatHelpers } from './chat-helpers.ts';

describe('chat send rate limit (issue 19, defect 8)', async () => {
  const clock = testClock();
  const { app, db } = await createTestApp({}, { clock });
  const { call, chatter, send, sendLimited, credits, storedMessages } = chatHelpers(app, db);
  const { max, windowSeconds } = LIMITS.chatSends;

  it('a premium member sending faster than a person types gets 429 rate_limited with Retry-After; nothing is stored or charged', async () => {
    const anna = await chatter({ credits: 1000 });
    const bram = await chatter();
    await sendLimited(anna.id);
    const responses = [];
    for (let i = 0; i < 30; i += 1) responses.push(await send(anna, bram.id, `Snel ${i}`));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.slice(0, max)).toEqual(Array(max).fill(200));
    expect(codes.slice(max)).toEqual(Array(30 - max).fill(429));
    const refused = responses[max];
    expect(refused?.json()).toEqual({ error: 'rate_limited', retry_after: windowSeconds });
    expect(refused?.headers['retry-after']).toBe(String(windowSeconds));
    expect(await storedMessages(anna.id)).toHaveLength(max);
    expect(await credits(anna.id)).toEqual({ credits: 1000 - 5 * max, ledger: 1000 - 5 * max });

    // Gifts count too.
    const gift = await call('POST', '/api/message.php', {
      cookie: anna.cookie,
      payload: { profile: bram.id, client_id: crypto.randomUUID(), kind: 'gift', gift: 'rose' },
    });
    expect(gift.statusCode).toBe(429);

    // When the window has passed, sending works again.
    clock.set(new Date(clock().getTime() + windowSeconds * 1000));
    expect((await send(anna, bram.id, 'Weer rustig')).statusCode).toBe(200);
  });

  it('a retried send with a stored client_id answers the stored message and is not counted, also while limited', async () => {
    const anna = await chatter({ credits: 1000 });
    const bram = await chatter();
    await sendLimited(anna.id);
    const clientId = crypto.randomUUID();
    const first = await send(anna, bram.id, 'Eerste', clientId);
    expect(first.statusCode).toBe(200);
    // Retries of the same send do not use up the limit.
    for (let i = 0; i < 3 * max; i += 1)
      expect((await send(anna, bram.id, 'Eerste', clientId)).statusCode).toBe(200);
    for (let i = 1; i < max; i += 1) expect((await send(anna, bram.id, `Nieuw ${i}`)).statusCode).toBe(200);
    expect((await send(anna, bram.id, 'Te veel')).statusCode).toBe(429);
    const retried = await send(anna, bram.id, 'Eerste', clientId);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().message).toEqual(first.json().message);
  });

  it('the limit is per member: another member sends on', async () => {
    const anna = await chatter({ credits: 1000 });
    const carla = await chatter({ credits: 1000 });
    const bram = await chatter();
    await sendLimited(anna.id);
    await sendLimited(carla.id);
    for (let i = 0; i <= max; i += 1) await send(anna, bram.id, `A${i}`);
    expect((await send(anna, bram.id, 'nog')).statusCode).toBe(429);
    expect((await send(carla, bram.id, 'Hoi')).statusCode).toBe(200);
  });
});
