-- Profile attributes, location, photos, blocks, photo unlocks and the moderator role (issue 4, docs/profiles.md).

ALTER TABLE users
  ADD COLUMN role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'moderator'));

ALTER TABLE profiles
  ADD COLUMN hair_color text CHECK (hair_color IN ('blond', 'brown', 'black', 'red', 'grey', 'bald', 'other')),
  ADD COLUMN body_type text CHECK (body_type IN ('slim', 'athletic', 'average', 'curvy', 'full_figured', 'muscular')),
  ADD COLUMN eye_color text CHECK (eye_color IN ('blue', 'green', 'brown', 'grey', 'hazel')),
  ADD COLUMN relationship_status text CHECK (relationship_status IN
    ('single', 'in_relationship', 'married', 'divorced', 'widowed', 'separated', 'complicated')),
  ADD COLUMN reason text CHECK (reason IN ('relationship', 'friendship', 'flirting', 'adventure', 'chatting', 'casual')),
  ADD COLUMN interests text[] NOT NULL DEFAULT '{}',
  ADD COLUMN description text,
  -- Snapped to a 2 km grid before storing (decision 0011); never part of any response.
  ADD COLUMN lat double precision,
  ADD COLUMN lon double precision,
  ADD COLUMN place text,
  -- Demo and operator-run profiles; shown with the site's fictional-profile warning (SPEC §1).
  ADD COLUMN fictional boolean NOT NULL DEFAULT false,
  ADD COLUMN main_photo_id bigint,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- The view lists p.*; recreate it so the new columns are part of it.
DROP VIEW listed_profiles;
CREATE VIEW listed_profiles AS
  SELECT p.*
  FROM profiles p
  JOIN users u ON u.id = p.id
  WHERE u.status = 'active' AND p.status = 'active' AND NOT u.invisible;

CREATE TABLE photos (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Random name chosen by the server; the renditions are <key>.webp and <key>-thumb.webp.
  file_key text NOT NULL,
  -- Folder under DATA_DIR/uploads: the owner's id, or 'demo' for the shared demo pictures (never deleted).
  folder text NOT NULL,
  status text NOT NULL DEFAULT 'inspection' CHECK (status IN ('inspection', 'active', 'rejected')),
  reject_reason text CHECK (reject_reason IN ('not_a_person', 'nudity', 'not_yourself', 'quality', 'contact_details', 'other')),
  private boolean NOT NULL DEFAULT false,
  width integer NOT NULL,
  height integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz,
  reviewed_by bigint REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((status = 'rejected') = (reject_reason IS NOT NULL))
);
CREATE INDEX photos_user ON photos (user_id, id);
CREATE INDEX photos_inspection ON photos (id) WHERE status = 'inspection';

ALTER TABLE profiles
  ADD CONSTRAINT profiles_main_photo FOREIGN KEY (main_photo_id) REFERENCES photos (id) ON DELETE SET NULL;

-- Who blocked whom; either direction hides the two from each other.
CREATE TABLE blocks (
  blocker_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX blocks_blocked ON blocks (blocked_id, blocker_id);

-- Private photos a member paid photo_credits to see (booked in credit_ledger as 'photo_unlock').
CREATE TABLE photo_unlocks (
  viewer_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  photo_id bigint NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (viewer_id, photo_id)
);

-- Free-text fields shown to others (SPEC §3 visible_profile_notes); sites that listed none show the description.
UPDATE sites SET visible_profile_notes = '{description}' WHERE visible_profile_notes = '{}';
