-- Publishes a domain event from a database function (decision 0048): one row in domain_event_outbox, in the
-- caller's transaction, so the event exists if and only if that transaction commits. Database functions cannot
-- reach pg-boss; the relay (server/src/platform/event-outbox.ts) moves each row to the event's subscribers
-- (publishEvent, decision 0045), checking the payload against the event's schema in DOMAIN_EVENTS.
--
-- A repeatable file (decision 0038): applied after the migrations whenever this text changes.
CREATE OR REPLACE FUNCTION publish_domain_event(p_event text, p_payload jsonb) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO domain_event_outbox (event, payload) VALUES (p_event, p_payload);
$$;
