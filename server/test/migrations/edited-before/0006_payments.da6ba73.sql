-- Credits and payments: packages, orders, discount codes, direct debit mandates, and the sandbox provider's own
-- records (issue 7, docs/payments.md, decision 0021). Amounts are integers in the currency's minor unit.

-- SPEC §8 direct-debit refusals: a member blocked for direct debit; at most this many direct-debit orders per
-- member in 30 days (per site).
ALTER TABLE users ADD COLUMN direct_debit_blocked boolean NOT NULL DEFAULT false;
ALTER TABLE sites ADD COLUMN direct_debit_limit integer NOT NULL DEFAULT 3 CHECK (direct_debit_limit >= 0);
-- Set by a refund or chargeback: the account is flagged for staff, and (chargeback) blocked for direct debit.
ALTER TABLE users ADD COLUMN payment_flag text CHECK (payment_flag IN ('refund', 'chargeback'));
-- Credits a refund or chargeback should have taken back but the balance no longer held; paid off first by
-- the next purchase. The balance itself never goes below zero.
ALTER TABLE users ADD COLUMN credit_debt integer NOT NULL DEFAULT 0 CHECK (credit_debt >= 0);

-- What a site sells, per payment country (NULL: every country without packages of its own).
CREATE TABLE credit_packages (
  id bigserial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id),
  country text CHECK (country ~ '^[A-Z]{2}$'),
  currency text NOT NULL,
  credits integer NOT NULL CHECK (credits > 0),
  price integer NOT NULL CHECK (price > 0),
  popular boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_packages_site ON credit_packages (site_id, country, position);

-- SPEC §3 discount codes. kind 'time_bonus' is TIMEBONUS25 (only within 4 hours of signup, unpaid members),
-- 'welcome' the welcome code (only within its window after signup, unpaid members).
CREATE TABLE discount_codes (
  id bigserial PRIMARY KEY,
  site_id integer REFERENCES sites (id),
  code text NOT NULL,
  kind text NOT NULL DEFAULT 'code' CHECK (kind IN ('code', 'welcome', 'time_bonus')),
  country text CHECK (country ~ '^[A-Z]{2}$'),
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz,
  value_percentage numeric(5, 2) NOT NULL CHECK (value_percentage > 0 AND value_percentage < 100),
  currency text,
  minimum_order_value integer CHECK (minimum_order_value > 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  validity text NOT NULL CHECK (validity IN ('once', 'once_per_user', 'unlimited')),
  payment_methods text[],
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX discount_codes_code ON discount_codes (coalesce(site_id, 0), upper(code));

-- SPEC §3 direct-debit form, waiting for its code by SMS (only a hash of the code is kept).
CREATE TABLE direct_debit_mandates (
  id bigserial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id),
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  package_id bigint NOT NULL REFERENCES credit_packages (id),
  discount_code text,
  country text,
  account_holder text NOT NULL,
  iban text NOT NULL,
  street text NOT NULL,
  house_number text NOT NULL,
  zip text NOT NULL,
  city text NOT NULL,
  phone text NOT NULL,
  code_hash text NOT NULL,
  code_expires_at timestamptz NOT NULL,
  code_tries integer NOT NULL DEFAULT 0,
  code_sent_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'awaiting_code' CHECK (status IN ('awaiting_code', 'confirmed', 'void')),
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX direct_debit_mandates_user ON direct_debit_mandates (user_id, created_at);

CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id),
  user_id bigint NOT NULL REFERENCES users (id),
  -- Chosen by the client per attempt: a repeated order call answers the same order.
  client_id uuid NOT NULL,
  package_id bigint NOT NULL REFERENCES credit_packages (id),
  credits integer NOT NULL CHECK (credits > 0),
  list_amount integer NOT NULL CHECK (list_amount > 0),
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  method text NOT NULL,
  country text,
  discount_code_id bigint REFERENCES discount_codes (id),
  discount_percentage numeric(5, 2),
  mandate_id bigint REFERENCES direct_debit_mandates (id),
  provider text NOT NULL,
  provider_payment_id text,
  checkout_url text,
  status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'pending', 'paid', 'failed', 'canceled', 'expired')),
  -- What the provider reported refunded and charged back so far, and the credits taken back for it.
  refunded_amount integer NOT NULL DEFAULT 0,
  charged_back_amount integer NOT NULL DEFAULT 0,
  credits_taken_back integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  UNIQUE (user_id, client_id),
  UNIQUE (provider, provider_payment_id)
);
CREATE INDEX orders_user ON orders (user_id, id DESC);

-- A discount code reserved by an order; released (deleted) when that order fails, is cancelled or expires.
-- scope is unique: 'code:<id>' for a code valid once, 'code:<id>:user:<id>' once per member, 'order:<id>'
-- for unlimited codes; so a code is never used more often than its validity allows, even concurrently.
CREATE TABLE discount_redemptions (
  id bigserial PRIMARY KEY,
  discount_code_id bigint NOT NULL REFERENCES discount_codes (id),
  user_id bigint NOT NULL REFERENCES users (id),
  order_id bigint NOT NULL UNIQUE REFERENCES orders (id),
  scope text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The built-in sandbox provider's own records: it stands for a provider's servers (docs/payments.md), so our
-- orders never read this table; they learn a payment's state only by asking the provider.
CREATE TABLE sandbox_payments (
  id text PRIMARY KEY,
  amount integer NOT NULL,
  currency text NOT NULL,
  method text NOT NULL,
  description text NOT NULL,
  redirect_url text NOT NULL,
  webhook_url text NOT NULL,
  metadata jsonb NOT NULL,
  status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'pending', 'paid', 'failed', 'canceled', 'expired')),
  amount_refunded integer NOT NULL DEFAULT 0,
  amount_charged_back integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);
