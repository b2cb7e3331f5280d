import fs from 'node:fs';
import path from 'node:path';
import {
  BOOTSTRAP_GLOBAL,
  type Bootstrap,
  isStaffPage,
  LANGUAGE_TAGS,
  matchWebRoute,
  WEB_ROUTES,
} from '@community/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clearSessionCookie } from './sessions.ts';

/** What a page needs from the modules, handed in by app.ts so that the platform imports no module. */
export type WebAppParts = {
  /** The folder of the built web app. */
  webDistDir: string;
  /** The request's site settings and language; `country` is the page's `?country=`. */
  settingsFor: (request: FastifyRequest, country: string | undefined) => Promise<Omit<Bootstrap, 'user'>>;
  /** The member of the request's cookie, so the first paint knows them; null for a visitor. */
  userFor: (request: FastifyRequest) => Promise<Bootstrap['user']>;
  /** Whether the request's cookie is a session of a member staff banned (decision 0056). */
  bannedCookie: (request: FastifyRequest) => Promise<boolean>;
  /** The page's content security policy when it differs from every answer's (a site's consented tags). */
  pageCspFor?: (request: FastifyRequest, settings: Bootstrap['settings']) => string | undefined;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
// JSON inside <script type="application/json">: only "<" can end the element early.
const escapeJsonForHtml = (json: string) => json.replace(/</g, '\\u003c');

/** Fills the built index.html with the request's site so the first paint needs no settings call. */
function renderIndexHtml(template: string, bootstrap: Bootstrap): string {
  const { settings, language } = bootstrap;
  return template
    .replace(
      /<html lang="[^"]*"/,
      `<html lang="${escapeHtml(LANGUAGE_TAGS[language as keyof typeof LANGUAGE_TAGS] ?? language)}"`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(settings.index_title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(settings.description)}" />`,
    )
    .replace(
      '</head>',
      `<script type="application/json" id="${BOOTSTRAP_GLOBAL}">${escapeJsonForHtml(JSON.stringify(bootstrap))}</script></head>`,
    );
}

const BAN_PAGE = WEB_ROUTES['pages-ban'];

async function sendApp(parts: WebAppParts, template: string, request: FastifyRequest, reply: FastifyReply) {
  const { country } = request.query as { country?: string };
  const { settings, language } = await parts.settingsFor(request, country);
  const user = await parts.userFor(request);
  const pathname = request.url.split('?')[0] ?? '/';
  // A banned member's browser goes to the ban page, which says why and signs the browser out there (decision 0056).
  // Not before: a page the service worker answers from its shell while this load runs in the background must still
  // find the session, so that its member call answers account_banned and sends it to the ban page too.
  if (!user && (await parts.bannedCookie(request))) {
    if (pathname !== BAN_PAGE) return reply.header('cache-control', 'no-store').redirect(BAN_PAGE, 302);
    clearSessionCookie(request, reply);
  }
  // The back office to anyone but staff: its page shell (no data) with 403, as its calls answer (decision 0053).
  const csp = parts.pageCspFor?.(request, settings);
  if (csp) reply.raw.setHeader('content-security-policy', csp);
  const status = !matchWebRoute(pathname) ? 404 : isStaffPage(pathname) && !user?.moderator ? 403 : 200;
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(renderIndexHtml(template, { settings, language, user }));
}

/**
 * Serves the built web app: hashed assets with a long cache, every page path as index.html with the site's
 * settings injected, 404 for paths that are no route, JSON 404 for unknown API paths.
 */
export async function registerWebApp(app: FastifyInstance, parts: WebAppParts): Promise<void> {
  const indexFile = path.join(parts.webDistDir, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
  if (template) {
    await app.register(fastifyStatic, {
      root: parts.webDistDir,
      index: false,
      wildcard: false,
      globIgnore: ['index.html'],
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  } else {
    app.log.warn(`No built web app at ${indexFile}: run "npm run build" (npm start does this)`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (isPage && template) return sendApp(parts, template, request, reply);
    return reply.status(404).send({ error: 'not_found' });
  });
}
