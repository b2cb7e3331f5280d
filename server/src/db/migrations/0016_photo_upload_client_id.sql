-- Issue 20 (decision 0036): a retried or double-clicked photo upload carries the client's id for that file, so
-- it stores one photo. Unique per member; photos stored before this change (and uploads from older clients)
-- have none, and NULLs never collide.
ALTER TABLE photos ADD COLUMN client_id uuid;
CREATE UNIQUE INDEX photos_user_client_id ON photos (user_id, client_id);
