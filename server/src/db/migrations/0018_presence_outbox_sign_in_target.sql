-- Issue 22 (decision 0048). When each member was last known to be online: an open live-event stream (at its
-- opening, its heartbeats and its end) and the page-hidden beacon. Activity mails ask it whether the member has
-- been online since a message.
CREATE TABLE member_presence (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  last_online_at timestamptz NOT NULL,
  -- The last page-hidden beacon; later than last_online_at means no page of theirs is in view.
  hidden_at timestamptz
);

-- Domain events published by database functions (chat_send's message.sent), which cannot reach pg-boss
-- themselves: written in the function's transaction, moved into the subscribers' queues by a relay
-- (platform/domain-events.ts), so an event is published if and only if its transaction committed.
CREATE TABLE domain_event_outbox (
  id bigserial PRIMARY KEY,
  event text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Where a single-use sign-in link ({token} route) leads once used: a path on the site, such as /chats/12.
ALTER TABLE account_tokens ADD COLUMN next_path text CHECK (next_path ~ '^/[^/\\]');
