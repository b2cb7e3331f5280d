-- Issue 23 "Operations" (decision 0060): discount codes made in batches by administrators, refunds started from the
-- back office, and the sandbox provider's refunds with their idempotency keys.

-- A batch of random codes (prefix + random part) created at once; its codes can be listed and downloaded together.
CREATE TABLE discount_code_batches (
  id bigserial PRIMARY KEY,
  site_id integer REFERENCES sites (id),
  prefix text NOT NULL,
  count integer NOT NULL CHECK (count > 0),
  created_by bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE discount_codes ADD COLUMN batch_id bigint REFERENCES discount_code_batches (id);
ALTER TABLE discount_codes ADD COLUMN created_by bigint REFERENCES users (id);
CREATE INDEX discount_codes_batch ON discount_codes (batch_id) WHERE batch_id IS NOT NULL;

-- A refund an administrator made through the provider. client_id names the request: the same one again answers
-- this refund instead of refunding twice. The ledger entries it booked carry the reference order:<id>:<total>.
CREATE TABLE order_refunds (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  client_id uuid NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  -- The order's refunded total after this refund, and the credits it took back (balance and debt together).
  refunded_total integer NOT NULL,
  credits_taken_back integer NOT NULL CHECK (credits_taken_back >= 0),
  provider text NOT NULL,
  provider_refund_id text NOT NULL,
  staff_id bigint NOT NULL REFERENCES users (id),
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, client_id)
);

-- The sandbox provider's refunds (its own records, as a provider keeps them): one per idempotency key.
CREATE TABLE sandbox_refunds (
  id text PRIMARY KEY,
  payment_id text NOT NULL REFERENCES sandbox_payments (id),
  amount integer NOT NULL CHECK (amount > 0),
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
