import type { CurrentUser } from '@community/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { readSession } from '../../platform/sessions.ts';
import { presentUser } from '../members/index.ts';
import { currentMember } from './settings-service.ts';

/** The member of the page request's cookie, written into the page so the first paint knows them. */
export async function userForPage(deps: AppDeps, request: FastifyRequest): Promise<CurrentUser | null> {
  const session = await readSession(deps.db.$client, deps.clock, request);
  return session ? presentUser(await currentMember(deps, session)) : null;
}
