-- Issue 24 "Partners" (decision 0066): per site, where the cam and resell partner tiles lead, the site's own sub id
-- at the partners, and the mobile redirect of SPEC §9. Templates are https URLs with {placeholders} (contract
-- partners.ts); '' means not configured, and 0 seconds turns the mobile redirect off.
ALTER TABLE sites ADD COLUMN partner_cam_url text NOT NULL DEFAULT '';
ALTER TABLE sites ADD COLUMN partner_resell_url text NOT NULL DEFAULT '';
ALTER TABLE sites ADD COLUMN partner_sub_id text NOT NULL DEFAULT '';
ALTER TABLE sites ADD COLUMN mobile_redirect_url text NOT NULL DEFAULT '';
ALTER TABLE sites ADD COLUMN mobile_redirect_seconds integer NOT NULL DEFAULT 0
  CHECK (mobile_redirect_seconds BETWEEN 0 AND 120);
