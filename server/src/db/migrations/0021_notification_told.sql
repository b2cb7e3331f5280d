-- Issue 22 (decision 0049): when a member was last told about each conversation (by mail or push). A conversation
-- is told once until the member comes back: news in it while they stay away waits for their return (or the
-- daily unread reminder), so a chatty sender never fills an inbox.
CREATE TABLE notification_told (
  member_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject text NOT NULL,
  told_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, subject)
);
