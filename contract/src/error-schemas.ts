import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';

/** Every refusal: `{ "error": code, ...params }` (DESIGN.md "How a request flows"); the client maps the code. */
export const errorBodySchema = z.looseObject({ error: z.enum(ERROR_CODES) });
export type ErrorBody = z.infer<typeof errorBodySchema>;
