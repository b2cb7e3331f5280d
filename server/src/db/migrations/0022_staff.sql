-- Issue 23 (decision 0053): staff roles, the second factor that turns a member session into a staff session, and
-- the append-only audit log of every staff action.

ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('member', 'moderator', 'administrator'));

-- When this session confirmed the second factor; a staff call needs a recent one (STAFF_SESSION_* in the contract).
ALTER TABLE sessions ADD COLUMN staff_verified_at timestamptz;

-- The TOTP secret (RFC 6238) of a staff account. confirmed_at is NULL while enrolment waits for the first code;
-- last_step is the time step of the last accepted code, so a code is never accepted twice.
CREATE TABLE staff_second_factors (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0
);

-- Single-use recovery codes, stored as SHA-256 hashes.
CREATE TABLE staff_recovery_codes (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash bytea NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- Who did what, when, from where, with the state before and after. No foreign keys: an entry outlives the staff
-- account and the object it names. The trigger below refuses every UPDATE and DELETE, so no code path and no
-- staff member can rewrite history; only an operator with the database owner's rights could drop the trigger.
CREATE TABLE staff_audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  site_id integer NOT NULL,
  staff_id bigint NOT NULL,
  staff_email text NOT NULL,
  staff_role text NOT NULL,
  action text NOT NULL,
  target_type text,
  target_id text,
  ip inet,
  user_agent text,
  request_id text,
  reason text,
  before jsonb,
  after jsonb
);
CREATE INDEX staff_audit_log_at ON staff_audit_log (at DESC);
CREATE INDEX staff_audit_log_staff ON staff_audit_log (staff_id, at DESC);
CREATE INDEX staff_audit_log_target ON staff_audit_log (target_type, target_id, at DESC);
CREATE INDEX staff_audit_log_action ON staff_audit_log (action, at DESC);

CREATE FUNCTION staff_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER staff_audit_log_append_only
  BEFORE UPDATE OR DELETE ON staff_audit_log
  FOR EACH ROW EXECUTE FUNCTION staff_audit_log_append_only();
CREATE TRIGGER staff_audit_log_no_truncate
  BEFORE TRUNCATE ON staff_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_log_append_only();
