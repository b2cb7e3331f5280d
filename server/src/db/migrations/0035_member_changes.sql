-- Issue 25 (decision 0074): the polled calls (user.php, chats.php, likes.php) answer 304 from memory when the
-- member's browser already holds the answer and nothing it is made of changed. Every write to a table those
-- answers read announces, at commit, on `member_changes`, the members whose answers it may change: the row's own
-- member for their account, profile and photos; both sides of a conversation, a like or a block. Each instance
-- forgets the tags it keeps for those members, and for every answer that shows one of them (a partner in the chat
-- list, a tile in the likes list). One notice per statement: a comma-separated list of ids, or `*` (forget all)
-- when a statement touched more members than a notice should carry (a seed, a purge, an operator's UPDATE).
CREATE FUNCTION announce_member_changes(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  distinct_ids bigint[] := ARRAY(SELECT DISTINCT id FROM unnest(ids) AS id WHERE id IS NOT NULL);
BEGIN
  IF cardinality(distinct_ids) = 0 THEN
    RETURN;
  ELSIF cardinality(distinct_ids) > 200 THEN
    PERFORM pg_notify('member_changes', '*');
  ELSE
    PERFORM pg_notify('member_changes', array_to_string(distinct_ids, ','));
  END IF;
END $$;

-- The transition tables are named alike for every table; `changed_rows` holds the new rows of an INSERT or UPDATE
-- and `removed_rows` the old rows of a DELETE or UPDATE (an UPDATE that moves a row to another member tells both).
CREATE FUNCTION announce_changed_members() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('SELECT array_agg(id) FROM (SELECT unnest(ARRAY[%s]) AS id FROM changed_rows) s', TG_ARGV[0])
      INTO ids;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format('SELECT coalesce($1, ''{}'') || array_agg(id) FROM (SELECT unnest(ARRAY[%s]) AS id FROM removed_rows) s', TG_ARGV[0])
      USING ids INTO ids;
  END IF;
  PERFORM announce_member_changes(ids);
  RETURN NULL;
END $$;

-- Messages name no member but the sender: both sides are read from the conversation.
CREATE FUNCTION announce_message_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(id) INTO ids FROM (
      SELECT unnest(ARRAY[c.member_a, c.member_b]) AS id
      FROM conversations c WHERE c.id IN (SELECT conversation_id FROM removed_rows)) s;
  ELSE
    SELECT array_agg(id) INTO ids FROM (
      SELECT unnest(ARRAY[c.member_a, c.member_b]) AS id
      FROM conversations c WHERE c.id IN (SELECT conversation_id FROM changed_rows)) s;
  END IF;
  PERFORM announce_member_changes(ids);
  RETURN NULL;
END $$;

-- A profile that is listed again (or moved to another site) comes back into lists that left it out, and those
-- answers do not name it: everyone in a conversation or a like with it is told.
CREATE FUNCTION announce_listing_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM announce_member_changes(ARRAY(
    SELECT CASE WHEN c.member_a = NEW.id THEN c.member_b ELSE c.member_a END
      FROM conversations c WHERE c.member_a = NEW.id OR c.member_b = NEW.id
    UNION SELECT liked_id FROM likes WHERE liker_id = NEW.id
    UNION SELECT liker_id FROM likes WHERE liked_id = NEW.id));
  RETURN NULL;
END $$;

CREATE TRIGGER profiles_listing_changed AFTER UPDATE ON profiles FOR EACH ROW
  WHEN (OLD.listed IS DISTINCT FROM NEW.listed OR OLD.site_id IS DISTINCT FROM NEW.site_id)
  EXECUTE FUNCTION announce_listing_change();

CREATE TRIGGER users_changed_members AFTER UPDATE ON users REFERENCING OLD TABLE AS removed_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_members('id');
CREATE TRIGGER users_removed_members AFTER DELETE ON users REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_members('id');

CREATE TRIGGER profiles_changed_members AFTER UPDATE ON profiles REFERENCING OLD TABLE AS removed_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_members('id');
CREATE TRIGGER profiles_removed_members AFTER DELETE ON profiles REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_members('id');

CREATE TRIGGER photos_added_members AFTER INSERT ON photos REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_members('user_id');
CREATE TRIGGER photos_changed_members AFTER UPDATE ON photos REFERENCING OLD TABLE AS removed_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_members('user_id');
CREATE TRIGGER photos_removed_members AFTER DELETE ON photos REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_members('user_id');

CREATE TRIGGER conversations_added_members AFTER INSERT ON conversations REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_members('member_a, member_b');
CREATE TRIGGER conversations_changed_members AFTER UPDATE ON conversations REFERENCING OLD TABLE AS removed_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_members('member_a, member_b');
CREATE TRIGGER conversations_removed_members AFTER DELETE ON conversations REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_members('member_a, member_b');

CREATE TRIGGER conversation_members_added AFTER INSERT ON conversation_members REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_members('member_id');
CREATE TRIGGER conversation_members_changed AFTER UPDATE ON conversation_members REFERENCING OLD TABLE AS removed_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_members('member_id');
CREATE TRIGGER conversation_members_removed AFTER DELETE ON conversation_members REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_members('member_id');

CREATE TRIGGER messages_added_members AFTER INSERT ON messages REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_message_changes();
CREATE TRIGGER messages_changed_members AFTER UPDATE ON messages REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_message_changes();
CREATE TRIGGER messages_removed_members AFTER DELETE ON messages REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_message_changes();

CREATE TRIGGER blocks_added_members AFTER INSERT ON blocks REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_members('blocker_id, blocked_id');
CREATE TRIGGER blocks_changed_members AFTER UPDATE ON blocks REFERENCING OLD TABLE AS removed_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_members('blocker_id, blocked_id');
CREATE TRIGGER blocks_removed_members AFTER DELETE ON blocks REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_members('blocker_id, blocked_id');

CREATE TRIGGER likes_added_members AFTER INSERT ON likes REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_members('liker_id, liked_id');
CREATE TRIGGER likes_changed_members AFTER UPDATE ON likes REFERENCING OLD TABLE AS removed_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_members('liker_id, liked_id');
CREATE TRIGGER likes_removed_members AFTER DELETE ON likes REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_members('liker_id, liked_id');
