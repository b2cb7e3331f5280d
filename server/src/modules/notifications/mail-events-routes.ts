import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { checkMailEventsSignature, MAIL_EVENTS_SIGNATURE_HEADER } from './mail-event-signature.ts';
import { applyMailEvents, mailEventsBodySchema } from './mail-events.ts';

/** 500 events of the longest addresses fit. */
const BODY_LIMIT = 256 * 1024;

/** Every refusal is the 404 of an address that does not exist: a caller without the secret learns nothing. */
const refuse = () => new AppError('not_found', 404);

/**
 * Bounces, spam complaints and unsubscribes from the operator's mail service (decision 0052, docs/operations.md),
 * signed with MAIL_EVENTS_SECRET over the raw body. Without the secret configured the route answers 404 to all.
 * The signature is checked before the body is parsed or validated, so an unsigned call only ever sees 404.
 */
export const mailEventsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const secret = deps.config.mailEventsSecret;

  // In this plugin only: JSON is parsed after its raw text passed the signature check.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (request, body, done) => {
      const raw = String(body);
      const verdict = secret
        ? checkMailEventsSignature(secret, request.headers[MAIL_EVENTS_SIGNATURE_HEADER], deps.clock(), raw)
        : 'missing';
      if (verdict !== 'ok') {
        request.log.warn({ verdict }, 'mail events refused: signature');
        return done(refuse());
      }
      try {
        done(null, JSON.parse(raw));
      } catch {
        done(new AppError('validation_failed', 400));
      }
    },
  );

  app.post(
    '/api/mail-events.php',
    {
      // Before the body is read: no secret configured, no well-formed fresh signature, or no JSON body.
      onRequest: async (request) => {
        const contentType = String(request.headers['content-type'] ?? '');
        const verdict = secret
          ? checkMailEventsSignature(secret, request.headers[MAIL_EVENTS_SIGNATURE_HEADER], deps.clock())
          : 'unconfigured';
        if (verdict !== 'ok' || !/^application\/json\s*(;|$)/i.test(contentType)) {
          if (secret) request.log.warn({ verdict, contentType }, 'mail events refused');
          throw refuse();
        }
      },
      schema: {
        description:
          'For the operator’s mail service: hard bounces, spam complaints and unsubscribes switch e-mail off for ' +
          'every account with the address. Signed: `X-Mail-Events-Signature: t=<unix seconds>,v1=<hex ' +
          'HMAC-SHA256 of "<t>.<raw body>" with MAIL_EVENTS_SECRET>`, at most 5 minutes from the server’s ' +
          'clock. Every refusal of the caller is 404; without the secret configured, so is every call.',
        body: mailEventsBodySchema,
        errors: { 404: ['not_found'] },
        response: { 204: z.undefined().describe('Applied') },
      },
    },
    async (request, reply) => {
      const applied = await applyMailEvents(deps.db.$client, deps.clock, request.body.events);
      request.log.info(applied, 'mail events applied');
      return reply.status(204).send();
    },
  );
};
