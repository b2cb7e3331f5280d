-- Issue 23 (decision 0057): abuse prevention. Spam signals computed off the send path put a member in the flagged
-- queue and slow them down until `slowed_until`; chat_send and the likes read it with the row they lock anyway.

ALTER TABLE users ADD COLUMN slowed_until timestamptz;

-- One row per signal that fired (modules/abuse/policy.ts names them), with what staff need to judge it. At most one
-- open flag per member and signal: a signal that fires again while its flag is open adds nothing. Closed by staff:
-- dismissed (a false alarm) or lifted (the slow-down ended by hand). No foreign key to messages: the evidence
-- outlives a message the member deleted with their account only as long as the member row does (cascade).
CREATE TABLE abuse_flags (
  id bigserial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id),
  member_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  signal text NOT NULL CHECK (signal IN ('same_text', 'message_burst', 'like_burst', 'new_account_strangers',
    'contact_in_first_message')),
  message_id bigint,
  evidence jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  closed_at timestamptz,
  closed_by bigint,
  outcome text CHECK (outcome IN ('dismissed', 'lifted')),
  CHECK ((closed_at IS NULL) = (outcome IS NULL))
);
CREATE UNIQUE INDEX abuse_flags_open_signal ON abuse_flags (member_id, signal) WHERE closed_at IS NULL;
CREATE INDEX abuse_flags_open_queue ON abuse_flags (site_id, created_at) WHERE closed_at IS NULL;

-- The normalised texts a member sent lately, one row per text and recipient (the same-text signal): written by the
-- message.sent subscriber, rows older than the signal's window removed as it goes.
CREATE TABLE abuse_text_fingerprints (
  sender_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text_hash bytea NOT NULL,
  recipient_id bigint NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (sender_id, text_hash, recipient_id)
);
CREATE INDEX abuse_text_fingerprints_age ON abuse_text_fingerprints (sender_id, sent_at);
