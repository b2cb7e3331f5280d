-- Search, likes, matches, auto-likes and the swipe game (issue 5, docs/discovery.md).

-- Search runs on profiles alone: the birth date and whether the profile is listed are copied from users by
-- triggers, so a partial index can serve every filter without a join (decision 0014).
ALTER TABLE profiles
  ADD COLUMN birth_date date,
  ADD COLUMN listed boolean NOT NULL DEFAULT false;

CREATE FUNCTION profiles_copy_user_state() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner record;
BEGIN
  SELECT u.status, u.invisible, u.date_of_birth INTO owner FROM users u WHERE u.id = NEW.id;
  NEW.birth_date := owner.date_of_birth;
  NEW.listed := NEW.status = 'active' AND owner.status = 'active' AND NOT owner.invisible;
  RETURN NEW;
END $$;
CREATE TRIGGER profiles_user_state BEFORE INSERT OR UPDATE OF status ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_copy_user_state();

CREATE FUNCTION users_push_state_to_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles p
     SET birth_date = NEW.date_of_birth,
         listed = p.status = 'active' AND NEW.status = 'active' AND NOT NEW.invisible
   WHERE p.id = NEW.id
     AND (p.birth_date IS DISTINCT FROM NEW.date_of_birth
          OR p.listed IS DISTINCT FROM (p.status = 'active' AND NEW.status = 'active' AND NOT NEW.invisible));
  RETURN NULL;
END $$;
CREATE TRIGGER users_profile_state AFTER UPDATE OF status, invisible, date_of_birth ON users
  FOR EACH ROW EXECUTE FUNCTION users_push_state_to_profile();

UPDATE profiles p
   SET birth_date = u.date_of_birth,
       listed = p.status = 'active' AND u.status = 'active' AND NOT u.invisible
  FROM users u WHERE u.id = p.id;

-- One definition of "listed" from now on: the flag the triggers keep.
DROP VIEW listed_profiles;
CREATE VIEW listed_profiles AS SELECT p.* FROM profiles p WHERE p.listed;

-- Newest first within a site or a country; the other filters are read from the index itself.
CREATE INDEX profiles_search_site ON profiles (site_id, id DESC)
  INCLUDE (gender, country, region, birth_date) WHERE listed;
CREATE INDEX profiles_search_country ON profiles (site_id, country, id DESC)
  INCLUDE (gender, region, birth_date) WHERE listed;
-- Counting (capped) walks only matching entries: gender and age are range keys here.
CREATE INDEX profiles_search_count ON profiles (site_id, country, gender, birth_date)
  INCLUDE (region) WHERE listed;

-- A like from liker to liked; both ways is a match. seen_at: the liked member opened the liker's profile.
CREATE TABLE likes (
  liker_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  liked_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('profile', 'tile', 'swipe', 'match_finder', 'signup_matches', 'likes', 'auto')),
  created_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz,
  PRIMARY KEY (liker_id, liked_id),
  CHECK (liker_id <> liked_id)
);
CREATE INDEX likes_received ON likes (liked_id, created_at DESC);
-- The swipe-game daily count and the auto-like pacing.
CREATE INDEX likes_by_source ON likes (liker_id, source, created_at) WHERE source = 'swipe';
CREATE INDEX likes_auto_received ON likes (liked_id, created_at) WHERE source = 'auto';

-- Profiles a member passed in the swipe game: not shown there again.
CREATE TABLE swipe_passes (
  member_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  profile_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, profile_id)
);
