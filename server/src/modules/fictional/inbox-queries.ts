import type { Sql } from '../../platform/sql.ts';

/*
 * The moderators' inbox (decision 0058): the conversations members hold with the site's fictional profiles, read
 * from the chat's tables (the answer itself is written through the chat module's door, sendAsFictional).
 */

/**
 * The conversations of the site's fictional profiles with members, as `c`, with the fictional profile's and the
 * member's ids. As the chat's rule for whom one may write to: the member is listed (not deleted, not hidden) and
 * no block stands between the two either way; other conversations are not the inbox's.
 */
const FICTIONAL_CONVERSATIONS = `
  SELECT c.*, f.id AS fictional_id, m.id AS member_id
  FROM profiles f
    JOIN conversations c ON c.member_a = f.id OR c.member_b = f.id
    JOIN profiles m ON m.id = CASE WHEN c.member_a = f.id THEN c.member_b ELSE c.member_a END
  WHERE f.site_id = $1 AND f.fictional AND c.last_seq > 0 AND m.listed AND NOT m.fictional
    AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = f.id AND b.blocked_id = m.id)
      OR (b.blocker_id = m.id AND b.blocked_id = f.id))`;

type Party = { id: number; name: string; photo: { id: number; file_key: string } | null };
type ClaimRow = { staff_id: number; staff_name: string; expires_at: Date } | null;

export type InboxRow = {
  id: number;
  member: Party;
  fictional: Party;
  waiting: boolean;
  last_message_at: Date | null;
  last_text: string | null;
  claim: ClaimRow;
};

const party = (alias: string) =>
  `json_build_object('id', ${alias}.id::int, 'name', ${alias}.name, 'photo',
    (SELECT json_build_object('id', ph.id::int, 'file_key', ph.file_key) FROM photos ph
      WHERE ph.id = ${alias}.main_photo_id))`;

const claimOf = `(SELECT json_build_object('staff_id', cl.staff_id::int, 'staff_name', sp.name,
    'expires_at', cl.expires_at)
  FROM fictional_claims cl JOIN profiles sp ON sp.id = cl.staff_id
  WHERE cl.conversation_id = c.id AND cl.expires_at > $2)`;

/** The inbox: those waiting for an answer first (the member wrote last), newest first within each. */
export async function findInbox(sql: Sql, siteId: number, now: Date, limit: number): Promise<InboxRow[]> {
  const { rows } = await sql.query<InboxRow>(
    `SELECT c.id::int AS id, ${party('mp')} AS member, ${party('fp')} AS fictional,
       lm.sender_id <> c.fictional_id AS waiting, c.last_message_at,
       CASE WHEN lm.kind = 'text' THEN left(lm.body, 200) END AS last_text, ${claimOf} AS claim
     FROM (${FICTIONAL_CONVERSATIONS}) c
       JOIN profiles mp ON mp.id = c.member_id
       JOIN profiles fp ON fp.id = c.fictional_id
       JOIN messages lm ON lm.conversation_id = c.id AND lm.seq = c.last_seq
     ORDER BY waiting DESC, c.last_message_at DESC NULLS LAST, c.id DESC
     LIMIT $3`,
    [siteId, now, limit],
  );
  return rows;
}

export type InboxConversationRow = {
  id: number;
  fictional_id: number;
  member_id: number;
  fictional: Party;
  member: Party & {
    age: number | null;
    gender: 'male' | 'female';
    sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
    country: string;
    region: string | null;
    description: string | null;
    interests: string[];
    paid_user: boolean;
  };
  claim: ClaimRow;
};

/** One conversation of the inbox with the member beside it (never their address), or undefined. */
export async function findInboxConversation(
  sql: Sql,
  siteId: number,
  conversationId: number,
  now: Date,
): Promise<InboxConversationRow | undefined> {
  const { rows } = await sql.query<InboxConversationRow>(
    `SELECT c.id::int AS id, c.fictional_id::int AS fictional_id, c.member_id::int AS member_id,
       ${party('fp')} AS fictional,
       ${party('mp')}::jsonb || jsonb_build_object(
         'age', date_part('year', age($2::timestamptz, mp.birth_date::timestamptz))::int,
         'gender', mp.gender, 'sexuality', mp.sexuality, 'country', mp.country, 'region', mp.region,
         'description', mp.description, 'interests', to_jsonb(mp.interests), 'paid_user', mu.paid_user) AS member,
       ${claimOf} AS claim
     FROM (${FICTIONAL_CONVERSATIONS}) c
       JOIN profiles mp ON mp.id = c.member_id
       JOIN users mu ON mu.id = mp.id
       JOIN profiles fp ON fp.id = c.fictional_id
     WHERE c.id = $3`,
    [siteId, now, conversationId],
  );
  return rows[0];
}

export type InboxMessageRow = {
  id: number;
  seq: number;
  sender_id: number;
  client_id: string;
  kind: 'text' | 'image' | 'gift';
  body: string | null;
  gift: string | null;
  image: { id: number; file_key: string } | null;
  created_at: Date;
};

/** The newest `limit` messages of a conversation, oldest first. */
export async function findInboxMessages(sql: Sql, conversationId: number, limit: number) {
  const { rows } = await sql.query<InboxMessageRow>(
    `SELECT * FROM (
       SELECT m.id::int AS id, m.seq::int AS seq, m.sender_id::int AS sender_id, m.client_id::text AS client_id,
         m.kind, m.body, m.gift, m.created_at,
         (SELECT json_build_object('id', i.id::int, 'file_key', i.file_key) FROM chat_images i
           WHERE i.id = m.image_id) AS image
       FROM messages m WHERE m.conversation_id = $1 ORDER BY m.seq DESC LIMIT $2) newest
     ORDER BY seq`,
    [conversationId, limit],
  );
  return rows;
}
