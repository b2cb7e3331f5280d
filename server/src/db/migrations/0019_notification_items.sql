-- Issue 22 (decision 0049). Activity notifications waiting to go out: one pending row per member and subject
-- (`conversation:12`, `like:34`), so a burst of messages in one conversation stays one row; the deliver job
-- deletes a row when it is sent (mail or push) or no longer applies.
CREATE TABLE notification_items (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  subject text NOT NULL,
  payload jsonb NOT NULL,
  due_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, subject)
);

-- What was sent to each member and when (kept two days): the throttle's memory (mails per rolling day, the
-- minimum gap), shared by mail and push.
CREATE TABLE notification_deliveries (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('mail', 'push')),
  items int NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX notification_deliveries_member ON notification_deliveries (member_id, sent_at);

-- The domain events already turned into rows (delivery is at least once): a repeated event is ignored.
-- Kept a week.
CREATE TABLE notification_events (
  event_key text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notification_events_created ON notification_events (created_at);
