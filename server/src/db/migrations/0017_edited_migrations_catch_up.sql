-- Issue 21 (decision 0038): migrations 0004, 0005 and 0006 were edited after they landed (five times, on
-- 22 November 2026). A database that applied an earlier text of one of them lacks what the later edits added,
-- since schema_migrations kept only names. This brings any such database to today's schema; on a database that
-- applied today's texts every step finds its object in place and changes nothing.

-- 0004, commit 7dbc517: the counting index includes id (index-only pages of narrow filters, decision 0014).
DO $$
BEGIN
  IF pg_get_indexdef('profiles_search_count'::regclass) NOT LIKE '%INCLUDE (region, id)%' THEN
    DROP INDEX profiles_search_count;
    CREATE INDEX profiles_search_count ON profiles (site_id, country, gender, birth_date)
      INCLUDE (region, id) WHERE listed;
  END IF;
END $$;

-- 0005, commit 386f552: pictures sent in chat are chat_images of their own, and a message of kind image names
-- one in image_id (it named a profile photo in photo_id before). No code of that time could store an image
-- message, so photo_id is empty; the steps stop rather than lose anything if it is not.
CREATE TABLE IF NOT EXISTS chat_images (
  id bigserial PRIMARY KEY,
  owner_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_key text NOT NULL,
  folder text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS chat_images_owner ON chat_images (owner_id);

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns
             WHERE table_schema = 'public' AND table_name = 'messages' AND column_name = 'photo_id') THEN
    IF EXISTS (SELECT 1 FROM messages WHERE photo_id IS NOT NULL OR kind = 'image') THEN
      RAISE EXCEPTION 'messages of kind image with a photo_id (migration 0005 before commit 386f552): convert them to chat_images by hand first';
    END IF;
    ALTER TABLE messages DROP COLUMN photo_id;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM information_schema.columns
                 WHERE table_schema = 'public' AND table_name = 'messages' AND column_name = 'image_id') THEN
    ALTER TABLE messages ADD COLUMN image_id bigint REFERENCES chat_images (id);
  END IF;
  -- The name PostgreSQL gave this check in a database made with today's 0005 (its third unnamed table check).
  IF NOT EXISTS (SELECT 1 FROM pg_constraint
                 WHERE conrelid = 'messages'::regclass AND contype = 'c'
                   AND pg_get_constraintdef(oid) = 'CHECK (((kind = ''image''::text) = (image_id IS NOT NULL)))') THEN
    ALTER TABLE messages ADD CONSTRAINT messages_check2 CHECK ((kind = 'image') = (image_id IS NOT NULL));
  END IF;
END $$;

-- 0005, commit 2531c93: serving a chat image looks up its message.
CREATE INDEX IF NOT EXISTS messages_image ON messages (image_id) WHERE image_id IS NOT NULL;

-- 0006, commit 26bdc0f: the client_id of a mandate's confirming request (one mandate makes one order).
ALTER TABLE direct_debit_mandates ADD COLUMN IF NOT EXISTS order_client_id uuid;

-- 0006, commit 8717603: no order without the consent to immediate delivery. Orders placed before the consent
-- was asked have none to record: they get -infinity ("never given"), not a moment the member did not consent at.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM information_schema.columns
                 WHERE table_schema = 'public' AND table_name = 'orders' AND column_name = 'delivery_consent_at') THEN
    ALTER TABLE orders ADD COLUMN delivery_consent_at timestamptz;
    UPDATE orders SET delivery_consent_at = '-infinity';
    ALTER TABLE orders ALTER COLUMN delivery_consent_at SET NOT NULL;
  END IF;
END $$;
