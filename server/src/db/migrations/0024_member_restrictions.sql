-- Issue 23 (decision 0056): staff suspend and ban members, and warn them.
--
-- A suspended or banned member has the status 'suspended' or 'banned'. Everything that asks for a live member
-- already asks for 'not_confirmed' or 'active' (LIVE_SESSION in platform/sessions.ts and chat_send's copy of it,
-- the `listed` flag kept by users_push_state_to_profile), so such a member's sessions stop counting, they cannot
-- send, and they vanish from search, likes and chats as a deleted member does, without a changed function.
ALTER TABLE users DROP CONSTRAINT users_status_check;
ALTER TABLE users ADD CONSTRAINT users_status_check
  CHECK (status IN ('not_confirmed', 'active', 'deleted', 'purged', 'suspended', 'banned'));

ALTER TABLE users
  -- The status to restore when the suspension or ban is lifted.
  ADD COLUMN status_before_restriction text CHECK (status_before_restriction IN ('not_confirmed', 'active')),
  ADD COLUMN restricted_at timestamptz,
  -- The end of a suspension; NULL for a ban, which lasts until staff lift it.
  ADD COLUMN restricted_until timestamptz,
  ADD CONSTRAINT users_restriction_check CHECK (
    (status IN ('suspended', 'banned')) = (restricted_at IS NOT NULL AND status_before_restriction IS NOT NULL)
    AND (status = 'suspended') = (restricted_until IS NOT NULL)
  );

-- A warning from staff, shown to the member once, at their next visit, until they acknowledge it.
CREATE TABLE member_warnings (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  created_by bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz
);
CREATE INDEX member_warnings_unseen ON member_warnings (user_id, id) WHERE seen_at IS NULL;
