import { describe, expect, it } from 'vitest';
import { defaultSite } from '../src/db/default-site.ts';
import { createSite } from '../src/modules/sites/service.ts';
import { createTestApp } from './support/test-app.ts';

const NL_IP = '145.53.1.1';
const US_IP = '8.8.8.8';

describe('GET /api/settings.php', async () => {
  const { app, db } = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  await createSite(db, {
    ...defaultSite('flirt-de.example'),
    isDefault: false,
    name: { de: 'Flirt DE' },
    indexTitle: { de: 'Flirten in Deutschland', en: 'Flirting in Germany' },
    description: { de: 'Nur für Erwachsene.' },
    domainLanguage: 'de-DE',
    countries: ['DE', 'AT', 'CH'],
    enableSiteEntryPopup: 'no',
  });

  const settings = async (headers: Record<string, string> = {}, query = '') => {
    const response = await app.inject({
      url: `/api/settings.php${query}`,
      headers: { host: 'localhost', ...headers },
    });
    expect(response.statusCode).toBe(200);
    return response.json().settings;
  };

  it('answers the default site for an unknown host', async () => {
    const result = await settings({ host: 'unknown-domain.example' });
    expect(result.domain).toBe('localhost');
    expect(result.name).toBe('Flirtlokaal');
  });

  it('answers the site of the request host, also behind www. and with a port', async () => {
    expect((await settings({ host: 'flirt-de.example' })).name).toBe('Flirt DE');
    expect((await settings({ host: 'www.flirt-de.example:8443' })).name).toBe('Flirt DE');
    expect((await settings({ host: 'FLIRT-DE.EXAMPLE' })).enable_site_entry_popup).toBe('no');
  });

  it('has every settings field of SPEC §3', async () => {
    const result = await settings();
    for (const field of [
      'countries',
      'name',
      'index_title',
      'description',
      'visible_profile_fields',
      'visible_profile_notes',
      'geoip_country',
      'geoip_selected_country',
      'cdn_prefix',
      'message_credits',
      'photo_credits',
      'gift_credits',
      'signup_credits',
      'message_length',
      'minimum_message_costs',
      'support_email',
      'support_phone',
      'enable_site_entry_popup',
      'push_public_key',
      'search_fields',
      'domain',
      'domain_language',
      'fictional_warning',
      'fictional_singular',
      'fictional_plural',
      'fictional_icon',
      'refund_days',
      'signups',
      'logged_out_search',
      'logged_out_search_trafficsource',
      'member_resell',
      'niche',
    ]) {
      expect(result).toHaveProperty(field);
    }
    expect(result.minimum_message_costs.NL).toEqual({ costs: 0.53, currency: 'EUR' });
  });

  it('gives the fictional-profile texts in the language of the locale cookie, the query, or the domain', async () => {
    expect((await settings()).fictional_singular).toBe('fictief profiel');
    expect((await settings({ cookie: 'locale=fr' })).fictional_singular).toBe('profil fictif');
    expect((await settings({}, '?locale=pl')).fictional_singular).toBe('fikcyjny profil');
    expect((await settings({ host: 'flirt-de.example' })).fictional_singular).toBe('fiktives Profil');
    // An unknown cookie value is ignored (SPEC §5).
    expect((await settings({ cookie: 'locale=xx' })).fictional_singular).toBe('fictief profiel');
  });

  it('gives the site’s own texts in the language of the locale cookie, the query, or the domain', async () => {
    const stock = defaultSite('localhost');
    expect((await settings()).index_title).toBe(stock.indexTitle.nl);
    const german = await settings({ cookie: 'locale=de' });
    expect(german.index_title).toBe(stock.indexTitle.de);
    expect(german.description).toBe(stock.description.de);
    expect(german.index_title).not.toBe(stock.indexTitle.nl);
    const polish = await settings({}, '?locale=pl');
    expect(polish.index_title).toBe(stock.indexTitle.pl);
    expect(polish.description).toBe(stock.description.pl);
    expect((await settings({ cookie: 'locale=fi' })).description).toBe(stock.description.fi);
  });

  it('falls back to the site’s domain_language, not to Dutch, when a text has no translation', async () => {
    const english = await settings({ host: 'flirt-de.example', cookie: 'locale=en' });
    expect(english.index_title).toBe('Flirting in Germany');
    // No English name or description: the site's own language (de-DE) answers.
    expect(english.name).toBe('Flirt DE');
    expect(english.description).toBe('Nur für Erwachsene.');
    expect((await settings({ host: 'flirt-de.example' }, '?locale=nl')).index_title).toBe(
      'Flirten in Deutschland',
    );
  });

  it('finds the GeoIP country from X-Forwarded-For behind a trusted proxy', async () => {
    const result = await settings({ 'x-forwarded-for': NL_IP });
    expect(result.geoip_country).toBe('NL');
    expect(result.geoip_selected_country).toBe('NL');
    const american = await settings({ 'x-forwarded-for': US_IP });
    expect(american.geoip_country).toBe('US');
    // The site serves NL and BE only: the selected country falls back to its first country.
    expect(american.geoip_selected_country).toBe('NL');
  });

  it('selects a country asked for in the route query when the site serves it', async () => {
    expect((await settings({ 'x-forwarded-for': NL_IP }, '?country=be')).geoip_selected_country).toBe('BE');
    expect((await settings({ 'x-forwarded-for': NL_IP }, '?country=FR')).geoip_selected_country).toBe('NL');
  });

  it('refuses a malformed country with a validation error', async () => {
    const response = await app.inject({ url: '/api/settings.php?country=Nederland' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_failed', fields: expect.any(Array) });
  });
});

describe('X-Forwarded-For without a trusted proxy', async () => {
  const { app } = await createTestApp();
  it('is ignored: a client cannot choose its own country', async () => {
    const response = await app.inject({
      url: '/api/settings.php',
      headers: { 'x-forwarded-for': '8.8.8.8' },
    });
    expect(response.json().settings.geoip_country).toBeNull();
  });
});
