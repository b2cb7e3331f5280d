import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FREE_CONVERSATIONS_MAX } from '@community/contract';
import { connectDatabase } from '../../server/src/db/database.ts';
import { SLOWED_LIMITS } from '../../server/src/modules/abuse/index.ts';
import { MESSAGE_EVENT } from '../../server/src/modules/chat/live-events.ts';
import { callChatSend } from '../../server/src/modules/chat/send-queries.ts';
import { LIMITS } from '../../server/src/platform/limits.ts';
import { SESSION_COOKIE } from '../../server/src/platform/sessions.ts';
import { hashToken } from '../../server/src/platform/tokens.ts';

export type FloorServer = { port: number; stop: () => Promise<void> };

const sessionPattern = new RegExp(`(?:^|; )${SESSION_COOKIE.replace('.', '\\.')}=([^;]+)`);

/**
 * The least any HTTP server on Node does for a send, as a reference line beside pgbench: node:http, the body's
 * JSON, the session cookie's hash, the server's one call of chat_send (callChatSend, through node-postgres with
 * a pool of 10 as the server's) and its answer as JSON. No fastify, zod, hooks, site lookup, text rules,
 * presenter or error handling: not a server to run, only what is left of ours once everything that is not
 * HTTP and the database call is gone. A bench member's text only.
 */
export async function startFloorServer(
  url: string,
  site: { id: number; messageCredits: number; freeMessages: number },
): Promise<FloorServer> {
  const db = connectDatabase(url);
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as {
        profile: number;
        client_id: string;
        text: string;
      };
      const token = sessionPattern.exec(request.headers.cookie ?? '')?.[1] ?? '';
      const result = await callChatSend(db.$client, {
        tokenHash: hashToken(token),
        now: new Date(),
        siteId: site.id,
        clientId: body.client_id,
        profileId: body.profile,
        kind: 'text',
        body: body.text,
        gift: null,
        image: null,
        credits: site.messageCredits,
        freeMessages: site.freeMessages,
        freeConversations: FREE_CONVERSATIONS_MAX,
        event: MESSAGE_EVENT,
        rate: LIMITS.chatSends,
        slowedRate: SLOWED_LIMITS.chatSends,
      });
      const answer = JSON.stringify(
        result.message ? { message: result.message, credits: result.credits } : result,
      );
      response.writeHead(result.message ? 200 : 400, { 'content-type': 'application/json' });
      response.end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.$client.end();
    },
  };
}
