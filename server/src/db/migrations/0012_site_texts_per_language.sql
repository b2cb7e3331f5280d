-- Issue 20 (decision 0032): a site's name, title and description are kept per interface language, as its
-- fictional_* texts are: { "nl": "…", "de": "…" }. The text a site had becomes the text of its own language
-- (domain_language "nl-NL" -> nl, "nb-NO" -> no); languages without a text fall back to it when answered.
CREATE FUNCTION pg_temp.language_of(tag text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN lower(left(tag, 2)) IN ('nb', 'nn') THEN 'no' ELSE lower(left(tag, 2)) END
$$;

ALTER TABLE sites
  ALTER COLUMN name TYPE jsonb USING jsonb_build_object(pg_temp.language_of(domain_language), name),
  ALTER COLUMN index_title TYPE jsonb USING jsonb_build_object(pg_temp.language_of(domain_language), index_title),
  ALTER COLUMN description TYPE jsonb USING jsonb_build_object(pg_temp.language_of(domain_language), description);

-- Every site has a name in at least one language: settings and mails fall back to it.
ALTER TABLE sites
  ADD CONSTRAINT sites_name_per_language CHECK (jsonb_typeof(name) = 'object' AND name <> '{}'),
  ADD CONSTRAINT sites_index_title_per_language CHECK (jsonb_typeof(index_title) = 'object'),
  ADD CONSTRAINT sites_description_per_language CHECK (jsonb_typeof(description) = 'object');
