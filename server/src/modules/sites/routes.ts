import {
  LOCALE_COOKIE_NAME,
  resolveLanguage,
  settingsQuerySchema,
  settingsResponseSchema,
} from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { presentSettings } from './presenter.ts';
import { selectedCountry, siteForRequest } from './request-site.ts';

export const sitesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/settings.php',
    { schema: { querystring: settingsQuerySchema, response: { 200: settingsResponseSchema } } },
    async (request, reply) => {
      const site = await siteForRequest(deps.db, request);
      const geoipCountry = deps.geoip.country(request.ip);
      const language = resolveLanguage({
        cookie: request.query.locale ?? request.cookies[LOCALE_COOKIE_NAME],
        domainLanguage: site.domainLanguage,
      });
      reply.header('cache-control', 'private, max-age=60');
      reply.header('vary', 'cookie');
      return {
        settings: presentSettings(site, {
          language,
          geoipCountry,
          selectedCountry: selectedCountry(site, request.query.country, geoipCountry),
        }),
      };
    },
  );
};
