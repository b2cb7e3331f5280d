import type { ErrorCode } from '@community/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable.ts';

/** A rule that failed; answered as `{ "error": code, ...params }` and translated by the client. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly params: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

/** A refusal for now (429) says when to try again: `retry_after` seconds, or a lock-out's `minutes`. */
function setRetryAfter(reply: FastifyReply, params: Record<string, unknown>): void {
  const { retry_after, minutes } = params;
  const seconds =
    typeof retry_after === 'number' ? retry_after : typeof minutes === 'number' ? minutes * 60 : 0;
  if (seconds > 0) reply.header('retry-after', String(seconds));
}

/** Turns every error into the one error shape; the text of unknown errors never leaves the server. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status === 429) setRetryAfter(reply, error.params);
      return reply.status(error.status).send({ error: error.code, ...error.params });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // One name per field, though a value may break several of its rules.
      const fields = [...new Set(error.validation.map((issue) => issue.instancePath.replace(/^\//, '')))];
      return reply.status(400).send({ error: 'validation_failed', fields });
    }
    if (error.statusCode === 429) return reply.status(429).send({ error: 'rate_limited' });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: 'validation_failed' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ error: 'service_unavailable' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'generic' });
  });
}
