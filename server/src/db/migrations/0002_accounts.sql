-- Members, their sessions, one-time links, credits and shared rate-limit counters (issue 3, docs/accounts.md).

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id),
  -- NULL once the account is purged; normalized = trimmed and lower-cased, unique per site.
  email text,
  email_normalized text,
  password_hash text,
  status text NOT NULL DEFAULT 'not_confirmed'
    CHECK (status IN ('not_confirmed', 'active', 'deleted', 'purged')),
  -- The status to restore when a deleted account is reactivated.
  status_before_deletion text CHECK (status_before_deletion IN ('not_confirmed', 'active')),
  language text NOT NULL,
  date_of_birth date,
  credits integer NOT NULL DEFAULT 0 CHECK (credits >= 0),
  paid_user boolean NOT NULL DEFAULT false,
  fictional_icon boolean NOT NULL DEFAULT true,
  notifications_disabled text[] NOT NULL DEFAULT '{}',
  email_disabled_reason text CHECK (email_disabled_reason IN ('fbl', 'bounce', 'unsubscribe')),
  invisible boolean NOT NULL DEFAULT false,
  -- { "hide-enrich-alert": "2026-11-22T10:00:00Z", ... }
  dismissals jsonb NOT NULL DEFAULT '{}',
  -- network, ref, sub1..sub3 from the landing URL
  tracking jsonb NOT NULL DEFAULT '{}',
  signup_date timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  deleted_at timestamptz,
  delete_reason text,
  delete_reason_text text,
  purged_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'purged') = (email IS NULL)),
  CHECK ((status = 'deleted') = (deleted_at IS NOT NULL AND purged_at IS NULL))
);
CREATE UNIQUE INDEX users_email_per_site ON users (site_id, email_normalized) WHERE email_normalized IS NOT NULL;
CREATE INDEX users_deleted_at ON users (deleted_at) WHERE status = 'deleted';

-- The member's public face; more fields and photos arrive with the profiles issue.
CREATE TABLE profiles (
  id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  site_id integer NOT NULL REFERENCES sites (id),
  name text NOT NULL,
  gender text NOT NULL CHECK (gender IN ('male', 'female')),
  sexuality text NOT NULL CHECK (sexuality IN ('hetero', 'gay', 'lesbian', 'bi')),
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  region text,
  signup_message text,
  status text NOT NULL DEFAULT 'disabled' CHECK (status IN ('disabled', 'active')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The one place lists read profiles from: a deleted, unconfirmed or invisible member vanishes at once.
CREATE VIEW listed_profiles AS
  SELECT p.*
  FROM profiles p
  JOIN users u ON u.id = p.id
  WHERE u.status = 'active' AND p.status = 'active' AND NOT u.invisible;

CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- SHA-256 of the cookie value; the value itself is never stored.
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id) WHERE revoked_at IS NULL;

-- Single-use links sent by mail.
CREATE TABLE account_tokens (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('activation', 'password_reset', 'email_change', 'reactivation', 'sign_in')),
  token_hash bytea NOT NULL UNIQUE,
  -- The new address of an e-mail change.
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose);

-- Every credit movement, append-only; users.credits is the sum, kept in the same transaction.
CREATE TABLE credit_ledger (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  amount integer NOT NULL CHECK (amount <> 0),
  reason text NOT NULL,
  -- What the movement belongs to (an order, a message); with reason, unique: nothing is booked twice.
  reference text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, reason, reference)
);
CREATE FUNCTION credit_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_ledger is append-only';
END;
$$;
CREATE TRIGGER credit_ledger_append_only BEFORE UPDATE OR DELETE ON credit_ledger
  FOR EACH ROW EXECUTE FUNCTION credit_ledger_append_only();

-- Fixed-window counters shared by every instance (login failures, mails, signups).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends timestamptz NOT NULL
);
