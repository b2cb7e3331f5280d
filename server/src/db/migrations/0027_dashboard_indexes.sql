-- Issue 23 (decision 0059): the back office's dashboard counts a site's signups, activations, first purchases,
-- revenue and messages by day over the last 30 days; these indexes let it read only those days.
CREATE INDEX users_site_signup_date ON users (site_id, signup_date);
CREATE INDEX users_site_confirmed_at ON users (site_id, confirmed_at) WHERE confirmed_at IS NOT NULL;
CREATE INDEX orders_site_paid_at ON orders (site_id, paid_at) WHERE paid_at IS NOT NULL;
CREATE INDEX messages_created_at ON messages (created_at);
