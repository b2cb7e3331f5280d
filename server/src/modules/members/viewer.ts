import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { readSession } from '../../platform/sessions.ts';
import type { Sql } from '../../platform/sql.ts';
import { findRole } from './queries.ts';

/** Who is looking at something: a member (with their staff role) or, as null, a visitor. */
export type Viewer = { id: number; moderator: boolean } | null;

export async function readViewer(sql: Sql, clock: Clock, request: FastifyRequest): Promise<Viewer> {
  const session = await readSession(sql, clock, request);
  if (!session) return null;
  return { id: session.userId, moderator: (await findRole(sql, session.userId)) === 'moderator' };
}
