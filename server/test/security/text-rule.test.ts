import { describe, expect, it } from 'vitest';
import { createActiveMember } from '../support/members.ts';
import { createTestApp } from '../support/test-app.ts';

/**
 * PostgreSQL refuses NUL and lone surrogates in text: every such input is refused up front as
 * `validation_failed` naming the field, whichever call and whichever way it arrives (JSON, form, query).
 */
describe('control characters and lone surrogates in any text input', async () => {
  const { app, db } = await createTestApp();
  const member = await createActiveMember(app, db);
  const other = await createActiveMember(app, db);

  // [call, address, body (JSON text, `$` stands for the bad text) or undefined, the field named]
  const calls: Array<[string, string, string | undefined, string]> = [
    ['POST', '/api/user.php', '{"email":"$","password":"zomer-aan-zee-2026"}', 'email'],
    ['PUT', '/api/profile.php', '{"description":"Hallo $"}', 'description'],
    [
      'POST',
      '/api/message.php',
      `{"profile":${other.user.id},"client_id":"${crypto.randomUUID()}","kind":"text","text":"hoi $"}`,
      'text',
    ],
    [
      'POST',
      '/api/order.php',
      `{"package":1,"method":"ideal","client_id":"${crypto.randomUUID()}","discount_code":"$","delivery_consent":true}`,
      'discount_code',
    ],
    [
      'POST',
      '/api/directdebit.php',
      '{"package":1,"account_holder":"J. $","iban":"NL91ABNA0417164300","street":"Dam","house_number":"1","zip":"1012JS","city":"Amsterdam","phone":"0612345678","delivery_consent":true}',
      'account_holder',
    ],
    ['POST', '/api/payment-webhook.php?provider=sandbox', '{"id":"tr_$"}', 'id'],
    ['GET', '/api/members.php?countryregion=$', undefined, 'countryregion'],
    ['GET', '/api/discountcode.php?code=$', undefined, 'code'],
  ];
  // A query cannot carry a lone surrogate: its percent-escapes are UTF-8, which has none (they decode to U+FFFD).
  const badTexts: Array<[string, string, string | undefined]> = [
    ['NUL', '\\u0000', '%00'],
    ['a lone surrogate', '\\ud800', undefined],
    ['an escape character', '\\u001b', '%1B'],
  ];

  for (const [name, inJson, inQuery] of badTexts) {
    it(`refuses ${name} in every call with validation_failed naming the field`, async () => {
      for (const [method, url, body, field] of calls) {
        if (inQuery === undefined && !body) continue;
        const response = await app.inject({
          method: method as 'GET' | 'POST' | 'PUT',
          url: url.replace('$', inQuery ?? ''),
          headers: { 'content-type': 'application/json', cookie: member.cookie },
          ...(body ? { payload: body.replace('$', inJson) } : {}),
        });
        expect(response.json(), `${method} ${url}`).toEqual({ error: 'validation_failed', fields: [field] });
      }
    });
  }

  it('refuses them in form bodies and in field names too, and keeps tabs and line breaks', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=sandbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=tr_%00',
    });
    expect(form.json()).toEqual({ error: 'validation_failed', fields: ['id'] });
    const key = await app.inject({
      method: 'PUT',
      url: '/api/profile.php',
      headers: { 'content-type': 'application/json', cookie: member.cookie },
      payload: '{"descr\\u0000iption":"x"}',
    });
    expect(key.statusCode).toBe(400);
    expect(key.json().error).toBe('validation_failed');
    const multiline = await app.inject({
      method: 'PUT',
      url: '/api/profile.php',
      headers: { 'content-type': 'application/json', cookie: member.cookie },
      payload: { description: 'Eerste regel\r\n\tTweede regel 👋' },
    });
    expect(multiline.statusCode, multiline.body).toBe(200);
  });

  it('names a field once, though its value breaks several rules', async () => {
    const response = await app.inject({
      url: '/api/member.php?id=99999999999999999999',
      headers: { cookie: member.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_failed', fields: ['id'] });
  });
});
