-- Lander variants (issue 24, decision 0061): /landers/<lander>/<slug> picks one of these rows, for its site or for
-- every site (site_id null; a site's own row wins). Copy is per interface language ({ "nl": "…", "en": "…" }); a
-- language without a text shows the lander's own translated text. audience and niche null: the site's.
CREATE TABLE lander_variants (
  id serial PRIMARY KEY,
  site_id integer REFERENCES sites (id) ON DELETE CASCADE,
  lander text NOT NULL CHECK (lander IN ('tinderswipe', 'alonetonight', 'collagelanding', 'gallery',
    'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video')),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$'),
  audience text CHECK (audience IN ('women', 'men', 'everyone')),
  niche smallint CHECK (niche BETWEEN 1 AND 7),
  headline jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(headline) = 'object'),
  subline jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(subline) = 'object'),
  call_to_action jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(call_to_action) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One row per lander and slug for a site, and one for every site.
CREATE UNIQUE INDEX lander_variants_site_slug ON lander_variants (site_id, lander, slug) WHERE site_id IS NOT NULL;
CREATE UNIQUE INDEX lander_variants_all_sites_slug ON lander_variants (lander, slug) WHERE site_id IS NULL;
