-- Issue 20 (decision 0036): a moderator's decision on a photo is announced to its owner once, on their next
-- visit or live. announced_at is set when the owner's client has shown it.
ALTER TABLE photos ADD COLUMN decision_announced_at timestamptz;
-- Decisions made before this change are not announced after the fact.
UPDATE photos SET decision_announced_at = reviewed_at WHERE reviewed_at IS NOT NULL;
CREATE INDEX photos_decision_unannounced ON photos (user_id)
  WHERE reviewed_at IS NOT NULL AND decision_announced_at IS NULL;
