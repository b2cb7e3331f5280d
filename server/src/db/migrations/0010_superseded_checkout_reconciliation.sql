-- Issue 19, decisions 0026 and 0027 (payments/superseded-checkouts.ts, reconcile-job.ts): an order a newer order
-- of the member superseded is cancelled in our books, but its checkout may still be paid at the provider until
-- the provider has cancelled it (Mollie refuses for some methods and states; it may be unreachable). Set with the
-- cancellation in our books, cleared when the provider confirms the cancellation or reports a final state of the
-- payment (paid, failed, canceled, expired): until then the reconciliation job keeps asking, so money that
-- arrives for it is credited even when its webhook is lost.
ALTER TABLE orders ADD COLUMN checkout_may_be_paid boolean NOT NULL DEFAULT false;
-- The job's candidates now include those orders.
DROP INDEX orders_to_reconcile;
CREATE INDEX orders_to_reconcile ON orders ((coalesce(reconcile_at, created_at)))
  WHERE status IN ('open', 'pending') OR provider_payment_id IS NULL OR checkout_may_be_paid;
