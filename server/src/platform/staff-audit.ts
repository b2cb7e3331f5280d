import type { StaffRole } from '@community/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql as raw } from 'kysely';
import { typed } from '../db/typed.ts';
import type { Sql } from './sql.ts';

/** One staff action as the audit log keeps it (decision 0053). `before` and `after` are the object's state. */
type StaffAction = {
  /** What was done, as `<object>.<verb>`: `photo.approve`, `member.ban`, `site.update` … */
  action: string;
  targetType?: string;
  targetId?: string | number;
  /** Why, when staff gave a reason (a rejection, a credit adjustment, a ban). */
  reason?: string | null;
  before?: unknown;
  after?: unknown;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the request's staff action is in the audit log; checked when a staff call answers. */
    audited: boolean;
  }
}

/** Who acts: the staff member and their role at this moment. */
type Actor = { id: number; role: StaffRole };

function confirmedActor(request: FastifyRequest): Actor | undefined {
  const viewer = request.viewer;
  return viewer?.staffRole ? { id: viewer.id, role: viewer.staffRole } : undefined;
}

/**
 * Writes a staff action to the append-only audit log: who (the request's staff member, with their address and
 * role at that moment), when, from where (IP, user agent, request id), on what, before and after. Run it with
 * the client of the action's own transaction, so the entry exists exactly when the action does.
 */
async function recordStaffAction(
  tx: Sql,
  request: FastifyRequest,
  actor: Actor | undefined,
  entry: StaffAction,
): Promise<void> {
  const site = request.site;
  if (!actor || !site) throw new Error('recordStaffAction outside a staff request');
  await typed(tx)
    .insertInto('staff_audit_log')
    .columns([
      'site_id',
      'staff_id',
      'staff_email',
      'staff_role',
      'action',
      'target_type',
      'target_id',
      'ip',
      'user_agent',
      'request_id',
      'reason',
      'before',
      'after',
    ])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([
          raw.val(site.id).as('site_id'),
          'id',
          raw<string>`coalesce(email, '')`.as('staff_email'),
          raw.val(actor.role).as('staff_role'),
          raw.val(entry.action).as('action'),
          raw.val(entry.targetType ?? null).as('target_type'),
          raw.val(entry.targetId === undefined ? null : String(entry.targetId)).as('target_id'),
          raw`${request.ip}::inet`.as('ip'),
          raw.val(request.headers['user-agent']?.slice(0, 500) ?? null).as('user_agent'),
          raw.val(request.id).as('request_id'),
          raw.val(entry.reason ?? null).as('reason'),
          raw`${json(entry.before)}::jsonb`.as('before'),
          raw`${json(entry.after)}::jsonb`.as('after'),
        ])
        .where('id', '=', actor.id),
    )
    .execute();
  request.audited = true;
}

function json(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

/**
 * Every staff call that changes something must have written its audit entry by the time it answers with
 * success (decision 0053). A call that did not is a defect: outside production it answers 500 so its tests
 * fail; in production the answer stands (the change is made) and the omission is logged as an error.
 */
export function registerStaffAuditCheck(app: FastifyInstance, production: boolean): void {
  app.decorateRequest('audited', false);
  app.addHook('onSend', (request, reply, payload, done) => {
    const access = request.routeOptions.config?.access;
    const unaudited =
      (access === 'staff' || access === 'administrator') &&
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      reply.statusCode < 400 &&
      !request.audited;
    if (!unaudited) return done(null, payload);
    request.log.error({ route: request.routeOptions.url }, 'staff action answered without an audit entry');
    if (production) return done(null, payload);
    reply.code(500);
    done(null, JSON.stringify({ error: 'generic' }));
  });
}

/**
 * How a service audits the staff request it runs for: `record` inside the action's own transaction, or
 * `nothingChanged` when the call found nothing to do (a double click on a photo decided already), which is no
 * action and so no entry.
 */
export type AuditWriter = {
  record: (tx: Sql, entry: StaffAction) => Promise<void>;
  nothingChanged: () => void;
};

/** The audit writer of one staff request, for its route to hand to the service. */
export function auditFor(request: FastifyRequest): AuditWriter {
  return {
    record: (tx, entry) => recordStaffAction(tx, request, confirmedActor(request), entry),
    nothingChanged: () => {
      request.audited = true;
    },
  };
}

/**
 * The audit writer of the back office's own sign-in calls (`staff-login`: enrolment, codes, lock-outs), whose
 * staff member has not confirmed this session yet: the entry names the session's member and their staff role.
 */
export function signInAuditFor(request: FastifyRequest): Pick<AuditWriter, 'record'> {
  const role = request.staff?.staffRole;
  const actor = role && request.session ? { id: request.session.userId, role } : undefined;
  return { record: (tx, entry) => recordStaffAction(tx, request, actor, entry) };
}
