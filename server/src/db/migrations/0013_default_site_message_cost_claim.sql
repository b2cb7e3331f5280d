-- Issue 20: the default site was created claiming messages "from € 0,49" while its cheapest package
-- (750 credits for € 79.99, 5 credits a message) gives € 0,53. Corrects that claim on databases made
-- before, only where an operator has not changed it and the packages still give € 0,53 in both countries;
-- any other false claim is flagged at every start (decision 0035).
UPDATE sites s
SET minimum_message_costs = '{"NL": {"costs": 0.53, "currency": "EUR"}, "BE": {"costs": 0.53, "currency": "EUR"}}'
WHERE s.is_default
  AND s.minimum_message_costs = '{"NL": {"costs": 0.49, "currency": "EUR"}, "BE": {"costs": 0.49, "currency": "EUR"}}'::jsonb
  AND (
    SELECT count(*) FROM (
      SELECT p.country
      FROM credit_packages p
      WHERE p.site_id = s.id AND p.active AND p.country IN ('NL', 'BE') AND p.currency = 'EUR'
      GROUP BY p.country
      HAVING round(min(p.price::numeric * s.message_credits / p.credits)) = 53
    ) cheapest
  ) = 2;
