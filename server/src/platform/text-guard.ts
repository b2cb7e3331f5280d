import { unsafeTextFields } from '@community/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Applies the contract's text rule (contract/src/text-rules.ts) to every request's params, query and parsed body
 * before any schema or handler sees them: a NUL or a lone surrogate never reaches PostgreSQL (which would answer
 * with an error, a 500), and it is refused as `validation_failed` naming the fields, like any other bad field.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const fields = [
      ...unsafeTextFields(request.params),
      ...unsafeTextFields(request.query),
      ...unsafeTextFields(request.body),
    ];
    done(fields.length > 0 ? new AppError('validation_failed', 400, { fields }) : undefined);
  });
}
