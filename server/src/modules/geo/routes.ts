import {
  geocodeQuerySchema,
  geocodeResponseSchema,
  regionsQuerySchema,
  regionsResponseSchema,
} from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { LIMITS } from '../../platform/limits.ts';
import { enforceRateLimit } from '../../platform/rate-limits.ts';
import { languageForRequest } from '../sites/index.ts';
import { reverseGeocode } from './geocode.ts';
import { regionsInLanguage } from './regions.ts';

export const geoRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Named in the request's language. Asked for by `locale` (as the web app does), the URL is the whole cache key;
  // otherwise the locale cookie or the host's site decides, so only the browser may keep it, per cookie.
  app.get(
    '/api/regions.php',
    { schema: { querystring: regionsQuerySchema, response: { 200: regionsResponseSchema } } },
    async (request, reply) => {
      const language = await languageForRequest(deps.db, request, request.query.locale);
      if (request.query.locale === language) reply.header('cache-control', 'public, max-age=86400');
      else reply.header('cache-control', 'private, max-age=86400').header('vary', 'cookie');
      return regionsInLanguage(language);
    },
  );

  // The answer names a place, never the coordinates or a distance, and is not kept by any cache.
  app.get(
    '/api/geocode.php',
    {
      schema: {
        errors: { 404: ['geocode_failed'], 429: ['rate_limited'] },
        querystring: geocodeQuerySchema,
        response: { 200: geocodeResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await enforceRateLimit(
        deps.db.$client,
        deps.clock,
        `geocode:${request.ip}`,
        LIMITS.geocodesPerIp,
        request.log,
      );
      const geocode = reverseGeocode(request.query.lat, request.query.lon);
      if (!geocode) throw new AppError('geocode_failed', 404);
      return { geocode };
    },
  );
};
