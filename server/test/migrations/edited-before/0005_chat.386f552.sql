-- Conversations, messages that cost credits, gifts and live events (issue 6, docs/chat.md, decision 0018).

-- Free members: how many messages they may send in total (SPEC §6 "limited free messages"; our default 5).
ALTER TABLE sites ADD COLUMN free_member_messages integer NOT NULL DEFAULT 5 CHECK (free_member_messages >= 0);

-- One conversation per pair of members; member_a < member_b, so the pair is unique whichever side starts.
CREATE TABLE conversations (
  id bigserial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id),
  member_a bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  member_b bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The seq of the newest message; the next message takes last_seq + 1 under this row's lock.
  last_seq bigint NOT NULL DEFAULT 0,
  last_message_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (member_a < member_b),
  UNIQUE (member_a, member_b)
);
CREATE INDEX conversations_b ON conversations (member_b);

-- Each member's side of a conversation: what they read, and whether they removed it from their list.
CREATE TABLE conversation_members (
  conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  member_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_read_seq bigint NOT NULL DEFAULT 0,
  last_delivered_seq bigint NOT NULL DEFAULT 0,
  -- Removed from the list (SPEC §4): hidden, with the messages up to here, until a newer message arrives.
  removed_through_seq bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (conversation_id, member_id)
);
CREATE INDEX conversation_members_member ON conversation_members (member_id, conversation_id);

-- Pictures sent in chat: not profile photos (never listed, never moderated as such), served only to the two
-- members of the conversation. Renditions <id>-<key>.webp and <id>-<key>-thumb.webp under DATA_DIR/uploads/<folder>.
CREATE TABLE chat_images (
  id bigserial PRIMARY KEY,
  owner_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_key text NOT NULL,
  folder text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_images_owner ON chat_images (owner_id);

CREATE TABLE messages (
  id bigserial PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  seq bigint NOT NULL,
  sender_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Chosen by the sender's client for this send: a retried send (double click, timeout, another server
  -- instance, a restart) hits this unique key and answers the stored message instead of a second one.
  client_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('text', 'image', 'gift')),
  body text,
  image_id bigint REFERENCES chat_images (id),
  gift text CHECK (gift IN ('rose', 'heart', 'chocolate', 'champagne', 'teddy', 'ring')),
  -- What it cost, booked in credit_ledger with reference 'message:<id>' in the same transaction.
  credits integer NOT NULL CHECK (credits >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (sender_id, client_id),
  UNIQUE (conversation_id, seq),
  CHECK ((kind = 'text') = (body IS NOT NULL)),
  CHECK ((kind = 'gift') = (gift IS NOT NULL)),
  CHECK ((kind = 'image') = (image_id IS NOT NULL))
);
CREATE INDEX messages_sender ON messages (sender_id, created_at);
