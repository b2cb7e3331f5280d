-- The chat send as one statement (decision 0023, server/src/modules/chat/send-queries.ts): every check and every
-- write of POST /api/message.php and /api/message-image.php in one call, so a send costs one round trip and one
-- query. It runs in the caller's transaction (one statement alone is its own). In READ COMMITTED each statement of
-- a volatile function takes a fresh snapshot, so the checks after the sender's lock see what a concurrent send of
-- the same member committed while this one waited.
--
-- A repeatable file (decision 0038): applied after the migrations whenever this text changes, so edit it in place.
-- Its history: migration 0007 (first version), 0011 (the rate limit), 0015 (the premium_only reason); the
-- message.sent event through publish_domain_event (decision 0048); the slow-down of a flagged member (decision 0057,
-- two more parameters: the older signature is dropped first).
--
-- Answers json: {"message": <row>, "credits": n} when stored; {"duplicate": <row>, "credits": n} when the
-- client_id was stored before (nothing new stored or charged); {"refused": "<error code>"} when a rule refuses,
-- with nothing written; also {"refused": "rate_limited", "retry_after": seconds} and {"refused": "premium_only",
-- "limit": "conversations" | "messages", "max": n}. A message row has the columns of MESSAGE_COLUMNS
-- (chat/queries.ts).
DROP FUNCTION IF EXISTS chat_send(bytea, timestamptz, integer, uuid, bigint, text, text, text, json, integer,
  integer, integer, text, integer, integer, integer);

CREATE OR REPLACE FUNCTION chat_send(
  p_token_hash bytea,        -- the request's session cookie, hashed (sessionTokenHash)
  p_now timestamptz,
  p_site_id integer,         -- the site of the request's Host
  p_client_id uuid,
  p_profile_id bigint,       -- the recipient
  p_kind text,               -- 'text' | 'gift' | 'image'
  p_body text,               -- the accepted text, or NULL
  p_gift text,               -- the gift key, or NULL
  p_image json,              -- an image already written to storage: {file_key, folder, width, height}, or NULL
  p_cost integer,            -- the site's credits for this kind
  p_free_messages integer,   -- the site's free_member_messages
  p_free_conversations integer, -- FREE_CONVERSATIONS_MAX
  p_channel text,            -- the live events' NOTIFY channel
  p_payload_limit integer,   -- longer events travel as a reference (live-events.ts)
  p_rate_max integer,        -- LIMITS.chatSends (platform/limits.ts): sends per window of one member
  p_rate_window integer,     -- its window in seconds
  p_slowed_max integer,      -- SLOWED_LIMITS.chatSends (modules/abuse/policy.ts): while users.slowed_until is ahead
  p_slowed_window integer    -- its window in seconds
) RETURNS json
LANGUAGE plpgsql AS $$
DECLARE
  sender record;
  target record;
  sent record;
  found_message json;
  stored json;
  new_image_id bigint;
  pair_a bigint;
  pair_b bigint;
  rate_window timestamptz;
  rate_key text;
  rate_max integer;
  rate_seconds integer;
BEGIN
  -- The member of the live session (the rule of LIVE_SESSION, platform/sessions.ts), locked until the transaction
  -- ends, so one member's sends run one after another: a repeated client_id finds the first send's message, and
  -- credits cannot be spent twice. NO KEY UPDATE: another member's send to this one (FOR KEY SHARE through the
  -- foreign keys) is not held up, so two members writing to each other cannot deadlock.
  SELECT u.id, u.site_id, u.status, u.paid_user, u.credits, u.slowed_until, s.id AS session_id, s.last_seen_at
    INTO sender
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = p_token_hash AND s.revoked_at IS NULL AND s.expires_at > p_now
      AND u.status IN ('not_confirmed', 'active')
    FOR NO KEY UPDATE OF u;
  IF NOT FOUND THEN RETURN json_build_object('refused', 'login_required'); END IF;
  IF sender.site_id <> p_site_id THEN RETURN json_build_object('refused', 'authentication_required'); END IF;

  SELECT row_to_json(x) INTO found_message FROM (
    SELECT m.id::int AS id, m.conversation_id::int AS conversation_id, m.seq::int AS seq,
      m.sender_id::int AS sender_id, m.client_id::text AS client_id, m.kind, m.body, m.gift,
      (SELECT json_build_object('id', i.id::int, 'file_key', i.file_key) FROM chat_images i WHERE i.id = m.image_id)
        AS image,
      m.created_at
    FROM messages m WHERE m.sender_id = sender.id AND m.client_id = p_client_id) x;
  IF found_message IS NOT NULL THEN
    RETURN json_build_object('duplicate', found_message, 'credits', sender.credits);
  END IF;

  IF sender.status <> 'active' THEN RETURN json_build_object('refused', 'email_not_confirmed'); END IF;
  -- Whom a member may chat with (chatTargetProblem, chat/policy.ts): a listed profile of their own site that is
  -- not themselves, with no block either way; unknown, unlisted and other-site profiles look alike.
  IF p_profile_id = sender.id THEN RETURN json_build_object('refused', 'validation_failed'); END IF;
  SELECT p.listed, p.site_id,
      EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = sender.id AND b.blocked_id = p.id)
        OR (b.blocker_id = p.id AND b.blocked_id = sender.id)) AS blocked_either_way
    INTO target
    FROM profiles p WHERE p.id = p_profile_id;
  IF NOT FOUND OR NOT target.listed OR target.site_id <> sender.site_id THEN
    RETURN json_build_object('refused', 'not_found');
  END IF;
  IF target.blocked_either_way THEN RETURN json_build_object('refused', 'blocked_by_member'); END IF;
  IF p_kind = 'image' AND p_image IS NULL THEN RETURN json_build_object('refused', 'not_found'); END IF;

  pair_a := least(sender.id, p_profile_id);
  pair_b := greatest(sender.id, p_profile_id);
  -- SPEC §6: a free member chats in at most p_free_conversations conversations and sends at most p_free_messages
  -- messages in total; premium members (paid_user) are not limited.
  IF NOT sender.paid_user THEN
    SELECT count(DISTINCT m.conversation_id) AS conversations, count(*) AS messages,
        coalesce(bool_or(c.member_a = pair_a AND c.member_b = pair_b), false) AS in_this_conversation
      INTO sent
      FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE m.sender_id = sender.id;
    -- Which limit, so the member is told why (issue 20); a new conversation is named first.
    IF NOT sent.in_this_conversation AND sent.conversations >= p_free_conversations THEN
      RETURN json_build_object('refused', 'premium_only', 'limit', 'conversations', 'max', p_free_conversations);
    END IF;
    IF sent.messages >= p_free_messages THEN
      RETURN json_build_object('refused', 'premium_only', 'limit', 'messages', 'max', p_free_messages);
    END IF;
  END IF;
  IF sender.credits < p_cost THEN RETURN json_build_object('refused', 'insufficient_credits'); END IF;

  -- A member who sends faster than a person types is slowed down (decision 0028): a fixed window in rate_limits,
  -- counted only for a send about to be stored (a repeated client_id was answered above, a refusal counts
  -- nothing). The sender's row lock makes the count exact. Over the limit nothing is counted or written.
  -- A member the spam signals flagged (decision 0057) counts on a stricter counter of their own until slowed_until,
  -- read with the row locked above, so the slow-down costs no query.
  IF sender.slowed_until > p_now THEN
    rate_key := 'chat-send-slowed:' || sender.id; rate_max := p_slowed_max; rate_seconds := p_slowed_window;
  ELSE
    rate_key := 'chat-send:' || sender.id; rate_max := p_rate_max; rate_seconds := p_rate_window;
  END IF;
  INSERT INTO rate_limits AS r (key, hits, window_ends)
    VALUES (rate_key, 1, p_now + make_interval(secs => rate_seconds))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.window_ends <= p_now THEN 1 ELSE r.hits + 1 END,
    window_ends = CASE WHEN r.window_ends <= p_now THEN EXCLUDED.window_ends ELSE r.window_ends END
    WHERE r.window_ends <= p_now OR r.hits < rate_max
  RETURNING r.window_ends INTO rate_window;
  IF NOT FOUND THEN
    SELECT window_ends INTO rate_window FROM rate_limits WHERE key = rate_key;
    RETURN json_build_object('refused', 'rate_limited',
      'retry_after', greatest(1, ceil(extract(epoch FROM rate_window - p_now)))::int);
  END IF;

  IF p_kind = 'image' THEN
    INSERT INTO chat_images (owner_id, file_key, folder, width, height, created_at)
      VALUES (sender.id, p_image->>'file_key', p_image->>'folder', (p_image->>'width')::int,
        (p_image->>'height')::int, p_now)
      RETURNING id INTO new_image_id;
  END IF;

  -- Every write at once: the conversation created or its row locked with the next seq taken (a second send into
  -- it waits here, so seqs have no gaps or repeats), the message, both members' rows (the sender has read their
  -- own message), and the live event, which PostgreSQL delivers to every instance only when the transaction
  -- commits (so also only with the charge below).
  WITH conversation AS (
      INSERT INTO conversations (site_id, member_a, member_b, last_seq, last_message_at)
        VALUES (p_site_id, pair_a, pair_b, 1, p_now)
      ON CONFLICT (member_a, member_b)
        DO UPDATE SET last_seq = conversations.last_seq + 1, last_message_at = EXCLUDED.last_message_at
      RETURNING id, last_seq),
    message AS (
      INSERT INTO messages AS m (conversation_id, seq, sender_id, client_id, kind, body, gift, credits, created_at,
        image_id)
      SELECT c.id, c.last_seq, sender.id, p_client_id, p_kind, p_body, p_gift, p_cost, p_now, new_image_id
      FROM conversation c
      RETURNING m.id::int AS id, m.conversation_id::int AS conversation_id, m.seq::int AS seq,
        m.sender_id::int AS sender_id, m.client_id::text AS client_id, m.kind, m.body, m.gift,
        (SELECT json_build_object('id', i.id::int, 'file_key', i.file_key) FROM chat_images i
          WHERE i.id = m.image_id) AS image,
        m.created_at),
    members AS (
      INSERT INTO conversation_members (conversation_id, member_id, last_read_seq, last_delivered_seq)
      SELECT c.id, v.member_id, v.seq, v.seq
      FROM conversation c
        CROSS JOIN LATERAL (VALUES (sender.id::bigint, c.last_seq), (p_profile_id, 0)) v (member_id, seq)
      ON CONFLICT (conversation_id, member_id) DO UPDATE SET
        last_read_seq = greatest(conversation_members.last_read_seq, EXCLUDED.last_read_seq),
        last_delivered_seq = greatest(conversation_members.last_delivered_seq, EXCLUDED.last_delivered_seq))
  SELECT row_to_json(message) INTO stored
    FROM message,
      LATERAL (SELECT
        json_build_object('type', 'message', 'members', json_build_array(sender.id::bigint, p_profile_id),
          'message', row_to_json(message))::text AS whole,
        json_build_object('type', 'message', 'members', json_build_array(sender.id::bigint, p_profile_id),
          'ref', json_build_object('conversation', message.conversation_id, 'seq', message.seq))::text AS ref) event,
      LATERAL (SELECT pg_notify(p_channel,
        CASE WHEN octet_length(event.whole) <= p_payload_limit THEN event.whole ELSE event.ref END)) notified;

  -- message.sent for the notifications (decision 0048): one outbox row, published by the relay only if this
  -- transaction commits. A duplicate or a refusal returned above, so each stored message publishes once. `first`:
  -- this send created the conversation (only a new conversation starts at seq 1).
  PERFORM publish_domain_event('message.sent', jsonb_build_object(
    'messageId', (stored->>'id')::bigint, 'conversationId', (stored->>'conversation_id')::bigint,
    'senderId', sender.id, 'recipientId', p_profile_id, 'kind', p_kind, 'first', (stored->>'seq')::int = 1,
    'sentAt', to_char(p_now AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')));

  -- The ledger entry 'message:<id>' and the balance, booked as every credit is (book_credits.sql).
  IF p_cost > 0 THEN
    PERFORM book_credits(sender.id, -p_cost, 'message', 'message:' || (stored->>'id'), p_now);
  END IF;

  -- A session's last_seen_at is kept to the nearest 5 minutes (touchSession, platform/sessions.ts).
  IF p_now - sender.last_seen_at > interval '5 minutes' THEN
    UPDATE sessions SET last_seen_at = p_now WHERE id = sender.session_id;
  END IF;
  RETURN json_build_object('message', stored, 'credits', sender.credits - p_cost);
END
$$;
