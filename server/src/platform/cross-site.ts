import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// GET calls that change state (SPEC §7 makes logout and auto-like GETs).
const STATE_CHANGING_GETS = new Set(['/api/logout.php', '/api/auto-like.php']);

function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return origin === 'null';
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/**
 * Cross-site request forgery guard for every state-changing call: browsers send Sec-Fetch-Site and Origin
 * with them, and a page on another site cannot forge either. The SameSite=Lax cookie is the second wall.
 */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    const changesState = !SAFE_METHODS.has(request.method) || STATE_CHANGING_GETS.has(path);
    if (changesState && path.startsWith('/api/') && isCrossSite(request)) {
      throw new AppError('cross_site_refused', 403);
    }
  });
}
