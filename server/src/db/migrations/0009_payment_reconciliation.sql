-- Reconciling unsettled orders with their provider (issue 19, decision 0027, payments/reconcile-job.ts): a webhook
-- that never arrives (the server died right after the payment) must not leave a paid order open.
-- When the job next asks the provider about the order; NULL: as soon as it runs. The job moves it on at each look.
ALTER TABLE orders ADD COLUMN reconcile_at timestamptz;
-- The job's candidates: orders still open or pending, and orders that never learned their payment id.
CREATE INDEX orders_to_reconcile ON orders ((coalesce(reconcile_at, created_at)))
  WHERE status IN ('open', 'pending') OR provider_payment_id IS NULL;
