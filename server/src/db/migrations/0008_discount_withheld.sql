-- Issue 19, decision 0026: a discount code's validity holds over paid orders. A payment that arrives for an order
-- whose code another order has redeemed meanwhile (a checkout the member superseded, or a late payment after the
-- order had failed or expired) is still credited, with what its amount buys at the package's list price: such an
-- order records the credits it granted in `credits` and is marked here. A tiny package may then grant nothing.
ALTER TABLE orders ADD COLUMN discount_withheld boolean NOT NULL DEFAULT false;
ALTER TABLE orders DROP CONSTRAINT orders_credits_check;
ALTER TABLE orders ADD CONSTRAINT orders_credits_check CHECK (credits >= 0);
