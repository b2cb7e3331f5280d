import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { chatHelpers } from '../chat/chat-helpers.ts';
import { makeConfirmedStaff } from '../support/staff.ts';

export const FICTIONAL_BODY = {
  name: 'Sanne',
  date_of_birth: '1994-03-12',
  gender: 'female',
  sexuality: 'hetero',
  country: 'NL',
  region: 'NH',
  description: 'Houdt van de zee.',
  interests: ['flirting'],
} as const;

/** Staff, fictional profiles made through the back office, and the inbox's calls. */
export function fictionalHelpers(app: FastifyInstance, db: Database) {
  const chat = chatHelpers(app, db);
  const { call, sql } = chat;

  async function moderator(name: string) {
    const created = await chat.member({ name });
    await makeConfirmedStaff(sql, created.id, 'moderator');
    return created;
  }

  async function createFictional(staff: { cookie: string }, body: object = FICTIONAL_BODY) {
    const response = await call('POST', '/api/admin/fictional.php', { cookie: staff.cookie, payload: body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().profile as { id: number; name: string; photos: unknown[] };
  }

  const claim = (staff: { cookie: string }, id: number) =>
    call('POST', '/api/admin/inbox-claim.php', { cookie: staff.cookie, payload: { id } });
  const reply = (staff: { cookie: string }, id: number, text: string, clientId = crypto.randomUUID()) =>
    call('POST', '/api/admin/inbox-reply.php', {
      cookie: staff.cookie,
      payload: { id, client_id: clientId, text },
    });
  const audit = async (action: string, targetId: number) =>
    (
      await sql.query('SELECT * FROM staff_audit_log WHERE action = $1 AND target_id = $2 ORDER BY id', [
        action,
        String(targetId),
      ])
    ).rows;

  return { ...chat, moderator, createFictional, claim, reply, audit };
}
