import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { defaultSite } from '../../src/db/default-site.ts';
import { createSite } from '../../src/modules/sites/service.ts';
import { createTestApp } from '../support/test-app.ts';

describe('the installable app: web manifest and icons per site', async () => {
  const { app, db } = await createTestApp();
  await createSite(db, {
    ...defaultSite('zoenen.example'),
    isDefault: false,
    name: { de: 'Zärtliche Begegnungen' },
    domainLanguage: 'de-DE',
    themeColor: '#1565c0',
    backgroundColor: '#f5f5f5',
  });
  const get = (url: string, host: string) => app.inject({ url, headers: { host } });

  it('names each site and takes its colours', async () => {
    const local = await get('/manifest.webmanifest', 'localhost');
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toContain('application/manifest+json');
    expect(local.json()).toMatchObject({
      name: 'Flirtlokaal',
      short_name: 'Flirtlokaal',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#c2185b',
      background_color: '#ffffff',
      lang: 'nl-NL',
    });
    const other = (await get('/manifest.webmanifest', 'zoenen.example')).json();
    expect(other).toMatchObject({
      name: 'Zärtliche Begegnungen',
      short_name: 'Zärtliche',
      theme_color: '#1565c0',
      background_color: '#f5f5f5',
      lang: 'de-DE',
    });
    expect(other.icons).toEqual([
      { src: '/app-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/app-icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('serves the icons as PNG in the site’s colour, cached, not as the web app’s page', async () => {
    const colourOf = async (png: Buffer) => {
      // A corner pixel of the maskable icon (full bleed) is the site's colour.
      const { data } = await sharp(png).extract({ left: 2, top: 2, width: 1, height: 1 }).raw().toBuffer({
        resolveWithObject: true,
      });
      return `#${[...data.subarray(0, 3)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
    };
    for (const [path, size] of [
      ['/app-icon-192.png', 192],
      ['/app-icon-512.png', 512],
      ['/app-icon-maskable-512.png', 512],
    ] as const) {
      const icon = await get(path, 'zoenen.example');
      expect(icon.statusCode, path).toBe(200);
      expect(icon.headers['content-type']).toBe('image/png');
      expect(icon.headers['cache-control']).toBe('public, max-age=86400');
      const meta = await sharp(icon.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    }
    const blue = (await get('/app-icon-maskable-512.png', 'zoenen.example')).rawPayload;
    const pink = (await get('/app-icon-maskable-512.png', 'localhost')).rawPayload;
    expect(await colourOf(blue)).toBe('#1565c0');
    expect(await colourOf(pink)).toBe('#c2185b');
    expect((await get('/app-icon-77.png', 'localhost')).statusCode).toBe(404);
  });
});
