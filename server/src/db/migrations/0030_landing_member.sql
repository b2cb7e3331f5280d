-- Issue 24 (decision 0063): the member whose landing page a signup started from (/members/{id}/landing …,
-- /members/{id}/signup). Kept with the account, on the server, so the confirmation link can lead to a chat with
-- that member in whichever browser it is opened. Only a listed profile of the same site, never the member
-- themself; forgotten when that member's row goes.
ALTER TABLE users
  ADD COLUMN landing_member_id bigint REFERENCES users (id) ON DELETE SET NULL,
  ADD CONSTRAINT users_landing_member_not_self CHECK (landing_member_id <> id);
CREATE INDEX users_landing_member ON users (landing_member_id) WHERE landing_member_id IS NOT NULL;
