import { geocodeQuerySchema, geocodeResponseSchema, regionsResponseSchema } from '@community/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { AppError } from '../../platform/errors.ts';
import { LIMITS } from '../../platform/limits.ts';
import { enforceRateLimit } from '../../platform/rate-limits.ts';
import { reverseGeocode } from './geocode.ts';
import { buildRegions } from './regions.ts';

export const geoRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const regions = buildRegions();
  app.get(
    '/api/regions.php',
    { schema: { response: { 200: regionsResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return regions;
    },
  );

  // The answer names a place, never the coordinates or a distance, and is not kept by any cache.
  app.get(
    '/api/geocode.php',
    { schema: { querystring: geocodeQuerySchema, response: { 200: geocodeResponseSchema } } },
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
