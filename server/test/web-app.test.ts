import { describe, expect, it } from 'vitest';
import { defaultSite } from '../src/db/default-site.ts';
import { createSite } from '../src/modules/sites/service.ts';
import { createActiveMember } from './support/members.ts';
import { makeConfirmedStaff } from './support/staff.ts';
import { createTestApp } from './support/test-app.ts';

const bootstrapOf = (html: string) => {
  const match = html.match(/<script type="application\/json" id="__BOOTSTRAP__">(.*?)<\/script>/);
  if (!match?.[1]) throw new Error('no bootstrap in page');
  return JSON.parse(match[1]);
};

describe('serving the web app', async () => {
  const { app, db } = await createTestApp();
  await createSite(db, {
    ...defaultSite('sv.example'),
    isDefault: false,
    name: { sv: 'Träffa </script><script>alert(1)</script>' },
    indexTitle: { sv: 'Träffa & chatta' },
    description: { sv: 'Dejting "för vuxna"' },
    domainLanguage: 'sv-SE',
  });

  it('injects the site title, description, language and settings into the page', async () => {
    const response = await app.inject({ url: '/', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="nl-NL"');
    expect(response.body).toContain(
      '<title>Flirtlokaal – flirten, chatten en daten met leden bij jou in de buurt</title>',
    );
    expect(response.body).toContain('<meta name="description" content="Maak gratis een profiel aan');
    const bootstrap = bootstrapOf(response.body);
    expect(bootstrap.language).toBe('nl');
    expect(bootstrap.settings.name).toBe('Flirtlokaal');
  });

  it('uses the host’s site and language, and escapes its texts', async () => {
    const response = await app.inject({ url: '/pages/terms', headers: { host: 'sv.example' } });
    expect(response.body).toContain('<html lang="sv-SE"');
    expect(response.body).toContain('<title>Träffa &amp; chatta</title>');
    expect(response.body).toContain('content="Dejting &quot;för vuxna&quot;"');
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(bootstrapOf(response.body).settings.name).toBe('Träffa </script><script>alert(1)</script>');
  });

  it('follows the locale cookie for <html lang>', async () => {
    const response = await app.inject({ url: '/', headers: { cookie: 'locale=de' } });
    expect(response.body).toContain('<html lang="de-DE"');
    expect(bootstrapOf(response.body).settings.fictional_singular).toBe('fiktives Profil');
  });

  it('writes <title> and the meta description in the language of the locale cookie', async () => {
    const stock = defaultSite('localhost');
    for (const language of ['de', 'pl', 'fi'] as const) {
      const response = await app.inject({ url: '/', headers: { cookie: `locale=${language}` } });
      expect(response.body).toContain(`<title>${stock.indexTitle[language]}</title>`);
      expect(response.body).toContain(`<meta name="description" content="${stock.description[language]}"`);
      expect(response.body).not.toContain(stock.indexTitle.nl);
    }
  });

  it('answers every built route with 200 and anything else with the 404 page and status 404', async () => {
    for (const url of [
      '/',
      '/pages/terms',
      '/pages/privacy',
      '/pages/cookies',
      '/pages/ban',
      '/pages/return-policy',
      '/pages/faq',
      '/pages/service',
      '/pages/faq?x=1',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }
    const missing = await app.inject({ url: '/this/does/not/exist' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('<div id="root">');
    expect((await app.inject({ url: '/pages/unknown' })).statusCode).toBe(404);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject({ url: '/api/nothing.php' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found' });
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await app.inject({ url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends security headers, a request id, and compresses', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The location settings may ask for the position and the video landers start their muted video (decision
    // 0062); no other browser feature is open to the page or frames.
    const permissions = String(response.headers['permissions-policy']);
    expect(permissions).toContain('geolocation=(self)');
    expect(permissions).toContain('autoplay=(self)');
    for (const denied of ['camera=()', 'microphone=()', 'payment=()', 'usb=()', 'browsing-topics=()']) {
      expect(permissions).toContain(denied);
    }
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const regions = await app.inject({ url: '/api/regions.php', headers: { 'accept-encoding': 'gzip' } });
    expect(regions.headers['content-encoding']).toBe('gzip');
  });

  it('answers the API with the headers a resource needs: nothing allowed if opened as a page, no sniffing, no framing', async () => {
    for (const url of ['/api/regions.php', '/api/user.php', '/healthz']) {
      const { headers } = await app.inject({ url });
      expect(headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(headers['referrer-policy'], url).toBe('no-referrer');
      expect(headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
      // Only a document has browser features, an opener or scripts to steer.
      expect(headers['permissions-policy'], url).toBeUndefined();
      expect(headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it('answers the back office page with 403 to visitors and members, and 200 to staff', async () => {
    const member = await createActiveMember(app, db);
    const staff = await createActiveMember(app, db);
    await makeConfirmedStaff(db.$client, staff.user.id, 'administrator');
    const visitor = await app.inject({ url: '/admin' });
    expect(visitor.statusCode).toBe(403);
    expect(bootstrapOf(visitor.body).user).toBeNull();
    expect((await app.inject({ url: '/admin', headers: { cookie: member.cookie } })).statusCode).toBe(403);
    expect((await app.inject({ url: '/admin', headers: { cookie: staff.cookie } })).statusCode).toBe(200);
  });
});
