-- One row per domain: every site-wide setting of SPEC §3.
CREATE TABLE sites (
  id serial PRIMARY KEY,
  domain text NOT NULL UNIQUE CHECK (domain = lower(domain) AND domain <> ''),
  is_default boolean NOT NULL DEFAULT false,
  name text NOT NULL,
  index_title text NOT NULL,
  description text NOT NULL,
  niche smallint NOT NULL DEFAULT 1 CHECK (niche BETWEEN 1 AND 7),
  domain_language text NOT NULL DEFAULT 'nl-NL',
  countries text[] NOT NULL DEFAULT '{}',
  visible_profile_fields text[] NOT NULL DEFAULT '{}',
  visible_profile_notes text[] NOT NULL DEFAULT '{}',
  search_fields text[] NOT NULL DEFAULT '{}',
  cdn_prefix text NOT NULL DEFAULT '',
  message_credits integer NOT NULL CHECK (message_credits >= 0),
  photo_credits integer NOT NULL CHECK (photo_credits >= 0),
  gift_credits integer NOT NULL CHECK (gift_credits >= 0),
  signup_credits integer NOT NULL CHECK (signup_credits >= 0),
  message_length integer NOT NULL CHECK (message_length > 0),
  -- { "NL": { "costs": 2.5, "currency": "EUR" }, ... }
  minimum_message_costs jsonb NOT NULL DEFAULT '{}',
  support_email text NOT NULL,
  support_phone text NOT NULL,
  enable_site_entry_popup text NOT NULL DEFAULT 'yes' CHECK (enable_site_entry_popup IN ('yes', 'no')),
  -- Texts per interface language: { "nl": "…", "en": "…", ... }
  fictional_warning jsonb NOT NULL DEFAULT '{}',
  fictional_singular jsonb NOT NULL DEFAULT '{}',
  fictional_plural jsonb NOT NULL DEFAULT '{}',
  fictional_icon jsonb NOT NULL DEFAULT '{}',
  refund_days integer NOT NULL DEFAULT 14 CHECK (refund_days >= 0),
  signups text NOT NULL DEFAULT 'all' CHECK (signups IN ('all', 'with_trafficsource', 'none')),
  logged_out_search boolean NOT NULL DEFAULT false,
  logged_out_search_trafficsource boolean NOT NULL DEFAULT false,
  member_resell boolean NOT NULL DEFAULT false,
  push_public_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- At most one fallback site for unknown hosts.
CREATE UNIQUE INDEX sites_one_default ON sites (is_default) WHERE is_default;

-- The operator of all sites (SPEC §3 Company info): a single row.
CREATE TABLE company_info (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  name text NOT NULL,
  address text NOT NULL,
  kvk text NOT NULL,
  city text NOT NULL,
  country text NOT NULL,
  tradenames text[] NOT NULL DEFAULT '{}',
  vat_numbers text[] NOT NULL DEFAULT '{}',
  support_phone text NOT NULL,
  delete_discount integer NOT NULL DEFAULT 0 CHECK (delete_discount BETWEEN 0 AND 100),
  added timestamptz NOT NULL DEFAULT now()
);
