-- Issue 25 (decision 0068): every server instance keeps the live sessions it has seen in memory, so a call does not
-- read its session from the database each time. Whatever ends or changes a session, or changes what its member may
-- do, is announced on `session_changes` with the member's id, at commit, to every instance, which drops that
-- member's sessions at once: a logout, a revocation (password change, ban, deletion), a second factor confirmed or
-- cleared, an expiry moved, a member's status or role changed, a row deleted. Touches of last_seen_at (every few
-- minutes per session) are not announced; only a last_seen_at set back (an operator's or a test's edit).
CREATE FUNCTION announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', (CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END).user_id::text);
  RETURN NULL;
END $$;

CREATE FUNCTION announce_member_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', (CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END).id::text);
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_changed AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
    OR OLD.staff_verified_at IS DISTINCT FROM NEW.staff_verified_at
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.token_hash IS DISTINCT FROM NEW.token_hash
    OR NEW.last_seen_at < OLD.last_seen_at)
  EXECUTE FUNCTION announce_session_change();
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION announce_session_change();

CREATE TRIGGER members_standing_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION announce_member_change();
CREATE TRIGGER members_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION announce_member_change();
