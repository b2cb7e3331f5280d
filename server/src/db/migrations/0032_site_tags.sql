-- Issue 24 "Third-party tags" (decision 0065): the ids of the three tags of SPEC §7 per site. Empty: not configured,
-- nothing loads and the banner is not shown. The forms are the contract's TAG_ID_PATTERNS (contract/src/consent.ts).
ALTER TABLE sites ADD COLUMN tag_manager_id text NOT NULL DEFAULT ''
  CHECK (tag_manager_id = '' OR tag_manager_id ~ '^GTM-[A-Z0-9]{4,12}$');
ALTER TABLE sites ADD COLUMN session_replay_id text NOT NULL DEFAULT ''
  CHECK (session_replay_id = '' OR session_replay_id ~ '^[1-9][0-9]{4,9}$');
ALTER TABLE sites ADD COLUMN advertising_id text NOT NULL DEFAULT ''
  CHECK (advertising_id = '' OR advertising_id ~ '^AW-[0-9]{6,12}$');
