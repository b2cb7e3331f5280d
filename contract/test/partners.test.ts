import { describe, expect, it } from 'vitest';
import {
  chosenCountryOf,
  fillPartnerUrl,
  isPartnerUrlTemplate,
  mobileRedirectAllowedOn,
} from '../src/index.ts';

describe('partner link templates (decision 0066)', () => {
  it('accepts https links with known placeholders after the host', () => {
    expect(isPartnerUrlTemplate('https://cams.partner.example/go?aff={network}&s={site_sub_id}')).toBe(true);
    expect(isPartnerUrlTemplate('https://partner.example/{sub1}/{sub2}#{sub3}')).toBe(true);
  });

  it('refuses other schemes, placeholders in the host, credentials, unknown placeholders and spaces', () => {
    for (const template of [
      'http://partner.example/',
      'javascript:alert(1)',
      'https://{network}.partner.example/',
      'https://partner.example{ref}/',
      'https://user@partner.example/',
      'https://partner.example/?e={email}',
      'https://partner.example/?a={network',
      'https://partner.example/ x',
      'https://localhost/',
      `https://partner.example/${'a'.repeat(500)}`,
    ])
      expect(isPartnerUrlTemplate(template), template).toBe(false);
  });

  it('fills every placeholder URL-encoded, a missing one empty', () => {
    expect(
      fillPartnerUrl('https://p.example/?a={network}&b={sub1}&c={site_sub_id}', {
        network: 'a b&c=d',
        site_sub_id: 'x',
      }),
    ).toBe('https://p.example/?a=a%20b%26c%3Dd&b=&c=x');
  });
});

describe('where the mobile redirect may start', () => {
  it('is entry pages and landers, never chat, payment, account or signup pages', () => {
    for (const route of ['index', 'members', 'members-id', 'landers-tinderswipe', 'members-id-landing2'])
      expect(mobileRedirectAllowedOn(route), route).toBe(true);
    for (const route of [
      'chats-id',
      'members-id-chat',
      'credits',
      'credits-id-paymentmethod',
      'profile',
      'signup',
      undefined,
    ])
      expect(mobileRedirectAllowedOn(route), String(route)).toBe(false);
  });
});

describe('the chosen country cookie', () => {
  it('counts only a country of the switcher table', () => {
    expect(chosenCountryOf('ch')).toBe('CH');
    expect(chosenCountryOf('XX')).toBeNull();
    expect(chosenCountryOf(undefined)).toBeNull();
  });
});
