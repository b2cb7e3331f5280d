import { AUTH_COOKIE_PREFIX } from '@community/contract';
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorResponses, needsSession } from './openapi-errors.ts';
import { documentedUrl } from './query-flag-routes.ts';

/** Where the document is served; docs/api/openapi.json is the same document, written by `npm run openapi`. */
const OPENAPI_PATH = '/api/docs';

/** The API; the web app's pages, mail links, photo files, probes and the sandbox checkout are documented elsewhere. */
const isDocumented = (url: string) => url.startsWith('/api/');

/** The route's own answers, described; a route without a response schema says in its description what it answers. */
function successResponses(
  responses: Record<string, Record<string, unknown>> | undefined,
): Record<string, Record<string, unknown>> {
  if (!responses) return { 200: { 'x-response-description': 'Success: see the description of the call' } };
  return Object.fromEntries(
    Object.entries(responses).map(([status, schema]) => [
      status,
      schema.description ? schema : { ...schema, 'x-response-description': 'Success' },
    ]),
  );
}

/**
 * The zod schemas as JSON Schema (fastify-type-provider-zod), plus every route's refusals: what it declares in
 * `schema.errors` and what every route may answer (openapi-errors.ts). A route that declares a session refusal
 * carries the session cookie as its security requirement.
 */
const transform: SwaggerTransform = (document) => {
  const { route } = document;
  // A call taken by a query flag is a path of its own in the document (`/api/user.php?push=1`).
  const url = documentedUrl({ url: document.url, constraints: route.constraints });
  if (!isDocumented(url)) return { schema: { hide: true }, url };
  const { errors, ...schema } = document.schema ?? {};
  const converted = jsonSchemaTransform({ ...document, url, schema }).schema ?? {};
  const method = [route.method].flat()[0] ?? 'GET';
  const response = {
    ...successResponses(converted.response as Record<string, Record<string, unknown>> | undefined),
    ...errorResponses(method, url, errors),
  };
  return {
    schema: { ...converted, response, ...(needsSession(errors) ? { security: [{ session: [] }] } : {}) },
    url,
  };
};

/**
 * The OpenAPI 3.1 document of every API call (decision 0040), generated from the routes' zod schemas and served
 * at /api/docs as JSON in every environment: it says nothing the web app's own calls do not, and an operator's
 * tools read it from the running version. Registered before the modules: it collects routes as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Community API',
        version: '1',
        description:
          'Every call of the web app (SPEC §7 and the calls that follow its style). A refusal answers ' +
          '`{ "error": code, ...params }` and the client shows the translation of `errors.<code>`; ' +
          'see docs/api/README.md.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: `${AUTH_COOKIE_PREFIX}session` },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get(
    OPENAPI_PATH,
    { schema: { summary: 'This document (OpenAPI 3.1, JSON)' } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.swagger();
    },
  );
}
