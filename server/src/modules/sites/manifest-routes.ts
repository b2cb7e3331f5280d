import { resolveLanguage } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SiteRow } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { APP_ICONS, type AppIconName, appIconPng } from './app-icons.ts';
import { appIconPath, presentManifest } from './manifest.ts';
import { languageForRequest } from './request-site.ts';
import { siteText } from './site-texts.ts';

// The icon's initial is the site's name in its own language: one icon per site, whoever asks.
const siteNameOf = (site: SiteRow) =>
  siteText(site, 'name', resolveLanguage({ domainLanguage: site.domainLanguage }));

/** Icons change only with the site's name or colour: a day in caches, then asked again. */
const ICON_CACHE = 'public, max-age=86400';

/**
 * The installable app of the request's site: GET /manifest.webmanifest and the icons it names, drawn from the
 * site's name and theme colour. Routes of their own, so the web app's page fallback never answers them.
 */
export const manifestRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get('/manifest.webmanifest', { config: { access: 'public' } }, async (request, reply) => {
    const language = await languageForRequest(deps.db, request, undefined);
    // In the language of the locale cookie: a cache must not hand it to another visitor.
    reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache');
    reply.header('vary', 'cookie');
    return presentManifest(request.site, language);
  });

  for (const icon of Object.keys(APP_ICONS) as AppIconName[]) {
    app.get(appIconPath(icon), { config: { access: 'public' } }, async (request, reply) => {
      const { site } = request;
      const png = await appIconPng(siteNameOf(site), site.themeColor, icon);
      return reply.type('image/png').header('cache-control', ICON_CACHE).send(png);
    });
  }
};
