import { INBOX_CLAIM_SECONDS, type InboxConversation, type InboxEntry } from '@community/contract';
import type { SiteRow } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { photoFilename } from '../../platform/photo-names.ts';
import { type Sql, withTransaction } from '../../platform/sql.ts';
import type { AuditWriter } from '../../platform/staff-audit.ts';
import { sendAsFictional } from '../chat/index.ts';
import { type Claim, currentClaim, releaseClaim, takeClaim } from './claim-queries.ts';
import {
  findInbox,
  findInboxConversation,
  findInboxMessages,
  type InboxMessageRow,
} from './inbox-queries.ts';

type InboxDeps = Pick<AppDeps, 'db' | 'clock'>;
const INBOX_PAGE = 200;
const HISTORY = 200;

const thumb = (photo: { id: number; file_key: string } | null) => photo && photoFilename(photo, 'thumb');
const party = (row: { id: number; name: string; photo: { id: number; file_key: string } | null }) => ({
  id: row.id,
  name: row.name,
  thumb_filename: thumb(row.photo),
});

function presentClaim(claim: Omit<Claim, 'claimed_at'> | null | undefined, staffId: number) {
  return claim
    ? {
        staff_id: claim.staff_id,
        staff_name: claim.staff_name,
        mine: claim.staff_id === staffId,
        expires_at: new Date(claim.expires_at).toISOString(),
      }
    : null;
}

function presentInboxMessage(row: InboxMessageRow, fictionalId: number) {
  return {
    id: row.id,
    seq: row.seq,
    client_id: row.client_id,
    from_fictional: row.sender_id === fictionalId,
    kind: row.kind,
    text: row.body,
    image: row.image && {
      thumb_filename: photoFilename(row.image, 'thumb'),
      filename: photoFilename(row.image, 'full'),
    },
    gift: row.gift as InboxConversation['messages'][number]['gift'],
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** GET /api/admin/inbox.php. */
export async function inbox(deps: InboxDeps, siteId: number, staffId: number): Promise<InboxEntry[]> {
  const rows = await findInbox(deps.db.$client, siteId, deps.clock(), INBOX_PAGE);
  return rows.map((row) => ({
    id: row.id,
    member: party(row.member),
    fictional: party(row.fictional),
    waiting: row.waiting,
    last_message_at: row.last_message_at && new Date(row.last_message_at).toISOString(),
    last_text: row.last_text,
    claim: presentClaim(row.claim, staffId),
  }));
}

async function conversationOr404(sql: Sql, siteId: number, id: number, now: Date) {
  const row = await findInboxConversation(sql, siteId, id, now);
  if (!row) throw new AppError('not_found', 404);
  return row;
}

/** GET /api/admin/inbox-conversation.php: the history, the member beside it, and who holds the claim. */
export async function inboxConversation(
  deps: InboxDeps,
  siteId: number,
  staffId: number,
  id: number,
): Promise<InboxConversation> {
  const sql = deps.db.$client;
  const row = await conversationOr404(sql, siteId, id, deps.clock());
  const messages = await findInboxMessages(sql, id, HISTORY);
  const { photo, ...member } = row.member;
  return {
    conversation: { id: row.id, claim: presentClaim(row.claim, staffId) },
    member: { ...member, thumb_filename: thumb(photo) },
    fictional: party(row.fictional),
    messages: messages.map((message) => presentInboxMessage(message, row.fictional_id)),
  };
}

const claimUntil = (now: Date) => new Date(now.getTime() + INBOX_CLAIM_SECONDS * 1000);
const claimedBy = (claim: Claim) =>
  new AppError('inbox_claimed', 409, {
    staff_name: claim.staff_name,
    expires_at: claim.expires_at.toISOString(),
  });

/**
 * POST /api/admin/inbox-claim.php: takes the conversation for this moderator (on opening it) or renews their
 * claim (while they type); 409 inbox_claimed with the holder's name while another moderator holds it. Taking it
 * is audited; a renewal only moves the holder's own expiry and writes no entry (the log would otherwise fill with
 * a line every few seconds of typing).
 */
export async function claimConversation(
  deps: InboxDeps,
  siteId: number,
  staffId: number,
  audit: AuditWriter,
  id: number,
) {
  return withTransaction(deps.db.$client, async (tx) => {
    const now = deps.clock();
    await conversationOr404(tx, siteId, id, now);
    const result = await takeClaim(tx, id, staffId, now, claimUntil(now));
    if ('held' in result) throw claimedBy(result.held);
    if (result.taken) {
      await audit.record(tx, {
        action: 'inbox.claim',
        targetType: 'conversation',
        targetId: id,
        after: { staff_id: staffId, expires_at: result.claim.expires_at.toISOString() },
      });
    } else audit.nothingChanged();
    return { claim: presentClaim(result.claim, staffId) as NonNullable<ReturnType<typeof presentClaim>> };
  });
}

/**
 * POST /api/admin/inbox-reply.php: the answer as the conversation's fictional profile, through the chat module
 * (stored once per client_id, free for the fictional profile, live to the member, notified as any message), in
 * one transaction with the claim check, the claim's release and the audit entry. 409 while another moderator
 * holds the claim.
 */
export async function replyAsFictional(
  deps: InboxDeps,
  site: SiteRow,
  staffId: number,
  audit: AuditWriter,
  reply: { id: number; client_id: string; text: string },
) {
  const text = reply.text.trim();
  if (text.length === 0 || [...text].length > site.messageLength) {
    throw new AppError('validation_failed', 400, { fields: ['text'] });
  }
  return withTransaction(deps.db.$client, async (tx) => {
    const now = deps.clock();
    const conversation = await conversationOr404(tx, site.id, reply.id, now);
    const held = await currentClaim(tx, reply.id, now);
    if (held && held.staff_id !== staffId) throw claimedBy(held);
    const sent = await sendAsFictional(tx, {
      siteId: site.id,
      fictionalId: conversation.fictional_id,
      conversationId: reply.id,
      clientId: reply.client_id,
      body: text,
      now,
    });
    await releaseClaim(tx, reply.id, staffId);
    if (sent.duplicate) audit.nothingChanged();
    else
      await audit.record(tx, {
        action: 'inbox.reply',
        targetType: 'conversation',
        targetId: reply.id,
        after: { message_id: sent.message.id, seq: sent.message.seq, as_profile: conversation.fictional_id },
      });
    const { mine, ...message } = sent.message;
    return { message: { ...message, from_fictional: mine } };
  });
}
