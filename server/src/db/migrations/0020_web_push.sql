-- Issue 22 (decision 0050). Web push: one VAPID key pair for the whole installation (every site, every
-- instance), made at the first start; the members' push subscriptions; a member's "denied".
CREATE TABLE push_vapid_keys (
  -- One row at most: two instances starting at once insert, one wins (ON CONFLICT DO NOTHING), both read it.
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  -- base64url: the uncompressed P-256 point (65 bytes) a browser takes as applicationServerKey, and the scalar.
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE push_subscriptions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- One browser's subscription belongs to one member: the last to register it (a shared browser).
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user_created ON push_subscriptions (user_id, created_at DESC);

-- POST /api/user.php?push=1 with 'denied': the member refused notifications in a browser (SPEC §3).
CREATE TABLE push_denials (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  denied_at timestamptz NOT NULL DEFAULT now()
);

-- The installable app (web manifest, icons) in the site's colours.
ALTER TABLE sites
  ADD COLUMN theme_color text NOT NULL DEFAULT '#c2185b' CHECK (theme_color ~ '^#[0-9a-f]{6}$'),
  ADD COLUMN background_color text NOT NULL DEFAULT '#ffffff' CHECK (background_color ~ '^#[0-9a-f]{6}$');

-- The key is the installation's now (push_vapid_keys); the per-site column was never set.
ALTER TABLE sites DROP COLUMN push_public_key;
