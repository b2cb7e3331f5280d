-- Issue 26 (decision 0077): a photo's or chat image's files are written before the row that points at them
-- commits, so a process killed in between (or a storage that refused the clean-up) would leave files nothing
-- points at. Each upload records its files here first, in a statement of its own; the row that points at them
-- removes that record in the same transaction as it is inserted (the triggers below, whatever code inserts it,
-- chat_send included). A record that outlives the upload by an hour names stray files: the sweep
-- (platform/pending-photo-files.ts) removes them from the storage, then the record.
CREATE TABLE pending_photo_files (
  folder text NOT NULL,
  file_key text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (folder, file_key)
);
CREATE INDEX pending_photo_files_created_at ON pending_photo_files (created_at);

CREATE FUNCTION settle_pending_photo_files() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pending_photo_files p USING inserted_rows i WHERE p.folder = i.folder AND p.file_key = i.file_key;
  RETURN NULL;
END $$;

CREATE TRIGGER photos_settle_pending_files AFTER INSERT ON photos
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION settle_pending_photo_files();
CREATE TRIGGER chat_images_settle_pending_files AFTER INSERT ON chat_images
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION settle_pending_photo_files();
