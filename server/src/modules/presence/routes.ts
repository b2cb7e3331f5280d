import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { pageHidden } from './service.ts';

/** The page-hidden beacon (SPEC §7, decision 0048). */
export const presenceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // navigator.sendBeacon posts `{}` as application/json; some browsers send text/plain (Fastify's own parser
  // takes it) or no body at all. An empty JSON body, which Fastify refuses elsewhere, is accepted here (this
  // plugin only); any other JSON is parsed as on every route.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, {});
    else parseJson(request, body as string, done);
  });

  const schema = {
    description:
      'The page became hidden: a beacon with an empty JSON body `{}` (also text/plain or no body; not read). For ' +
      'a member, records that they were online until now and have no page in view since; for anyone else nothing.',
    response: { 204: z.undefined() },
  } as const;
  app.post('/api/page-hidden.php', { config: { access: 'visitor' }, schema }, async (request, reply) => {
    if (request.viewer) await pageHidden(deps, request.viewer.id);
    return reply.status(204).send();
  });
};
