-- Issue 23 (decision 0055, docs/complaints.md): complaints and notices from /complaints and the report buttons, the
-- DSA's notice-and-action mechanism, with the staff queue's state and the reply sent to the reporter.

CREATE TABLE complaints (
  id bigserial PRIMARY KEY,
  -- What people quote: random, short, unique, not a sequence (`K7QM-3XPA`).
  reference text NOT NULL UNIQUE,
  site_id integer NOT NULL REFERENCES sites (id),
  -- The form's id for the complaint: a double click stores one.
  client_id uuid NOT NULL UNIQUE,
  -- A member's complaint names them; a visitor's carries the name and address they gave.
  reporter_id bigint REFERENCES users (id),
  reporter_name text,
  reporter_email text,
  language text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('service', 'member', 'photo', 'message')),
  reason text CHECK (reason IN ('illegal_content', 'harassment', 'hate_or_violence', 'spam_or_scam', 'underage',
    'impersonation', 'non_consensual_sexual', 'privacy', 'other')),
  -- The reported member, photo or message, and the member it belongs to (no foreign key: the complaint outlives them).
  target_id bigint,
  target_member_id bigint,
  -- The reported object as the reporter saw it then: a message's text, a photo's file name, the member's name.
  snapshot jsonb,
  explanation text NOT NULL,
  good_faith boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'assigned', 'resolved')),
  assignee_id bigint REFERENCES users (id),
  assigned_at timestamptz,
  outcome text CHECK (outcome IN ('content_removed', 'member_restricted', 'no_violation',
    'insufficient_information', 'service_answered')),
  reply text,
  resolved_by bigint REFERENCES users (id),
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'service') = (target_id IS NULL)),
  CHECK (reporter_id IS NOT NULL OR (reporter_name IS NOT NULL AND reporter_email IS NOT NULL)),
  CHECK ((status = 'resolved') = (outcome IS NOT NULL AND resolved_at IS NOT NULL))
);
CREATE INDEX complaints_queue ON complaints (site_id, status, created_at);
CREATE INDEX complaints_target_member ON complaints (target_member_id, created_at DESC) WHERE target_member_id IS NOT NULL;
CREATE INDEX complaints_reporter ON complaints (reporter_id, created_at DESC) WHERE reporter_id IS NOT NULL;
