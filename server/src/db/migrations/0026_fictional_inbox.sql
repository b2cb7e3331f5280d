-- Issue 23 (decision 0058): the moderators' inbox of conversations with fictional profiles.

-- Who is answering a conversation now. A moderator takes the claim by opening the conversation, renews it while
-- typing or answering, and gives it up with the answer; an expired claim is free for anyone. One row per
-- conversation, so two moderators can never hold one at the same time.
CREATE TABLE fictional_claims (
  conversation_id bigint PRIMARY KEY REFERENCES conversations (id) ON DELETE CASCADE,
  staff_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  claimed_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

-- The inbox lists the conversations of the site's fictional profiles: found through their (few) profiles.
CREATE INDEX profiles_fictional ON profiles (site_id, id) WHERE fictional;
