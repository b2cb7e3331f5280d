import { describe, expect, it } from 'vitest';
import { isSafeText, MAX_INPUT_DEPTH, unsafeTextFields } from '../src/text-rules.ts';

describe('the text rule', () => {
  it('keeps what people write: tabs, line breaks, every script, emoji with joiners and skin tones', () => {
    for (const text of [
      'Hallo\r\n\tdaar',
      'Zażółć gęślą jaźń',
      'مرحبا',
      '你好',
      '👩🏽‍❤️‍👨🏻 🏳️‍🌈',
      'e\u0301',
      '',
    ]) {
      expect(isSafeText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses NUL, other control characters and lone surrogates', () => {
    for (const text of [
      'a\u0000',
      '\u0007',
      '\u001b[31m',
      '\u007f',
      '\u0085',
      'a\ud800',
      '\udc00b',
      '\udbff\ud800',
    ]) {
      expect(isSafeText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('names the fields as validation_failed does, field names and deep nesting included', () => {
    const input = {
      name: 'ok',
      profile: { description: 'x\u0000' },
      list: ['ok', '\ud800'],
      'b\u0000d': 1,
    };
    expect(unsafeTextFields(input).sort()).toEqual(['b\ufffdd', 'list/1', 'profile/description']);
    expect(unsafeTextFields({ a: 1, b: null, c: true, d: [1, 2] })).toEqual([]);
    let deep: unknown = 'x';
    for (let level = 0; level < 10_000; level++) deep = [deep];
    expect(unsafeTextFields(deep)).toEqual([Array(MAX_INPUT_DEPTH).fill('0').join('/')]);
  });
});
