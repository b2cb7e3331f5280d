-- Issue 24 (decision 0064): traffic networks learn what converted, and the `lb` page-bounce log.

-- A network's conversion URL per site: called on a member's activation and first purchase when their tracking
-- names this network. `click_id_field` is the tracking field that carries the network's click id.
CREATE TABLE site_postbacks (
  site_id integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  network text NOT NULL CHECK (network ~ '^[a-z0-9._~:|@+-]{1,100}$'),
  url_template text NOT NULL CHECK (url_template ~ '^https?://' AND length(url_template) <= 1000),
  click_id_field text NOT NULL DEFAULT 'ref' CHECK (click_id_field IN ('ref', 'sub1', 'sub2', 'sub3')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, network)
);

-- One row per member and conversion: each conversion is sent once, however often its event is delivered.
CREATE TABLE postback_conversions (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  site_id integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  event text NOT NULL CHECK (event IN ('activation', 'first_purchase')),
  network text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  -- A sender holds the row until then; a crashed sender's claim runs out.
  claimed_until timestamptz,
  tries integer NOT NULL DEFAULT 0,
  last_status integer,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  UNIQUE (member_id, event)
);
CREATE INDEX postback_conversions_site_created ON postback_conversions (site_id, created_at);

-- Page bounces of visits whose entry URL carried `lb`: no IP address, no member, kept PAGE_BOUNCE_RETENTION_DAYS.
CREATE TABLE page_bounces (
  id bigserial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  -- A random id the browser draws per visit: the beacons of one visit update one row.
  visit_id uuid NOT NULL UNIQUE,
  entry_path text NOT NULL,
  network text,
  sub1 text,
  seconds integer NOT NULL CHECK (seconds >= 0),
  signup_started boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX page_bounces_created ON page_bounces (created_at);
CREATE INDEX users_site_network ON users (site_id, (tracking->>'network'));
