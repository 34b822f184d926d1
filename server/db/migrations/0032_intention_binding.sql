-- An accepted financing intention binds one finance order (docs/financing-intentions.md, "Apply
-- for financing"): submitting an order with it moves it to APPLIED and records the order, so no
-- second order can be priced with it. The state machine is src/shared/org-info/intention-binding.ts.
ALTER TABLE financing_intentions DROP CONSTRAINT financing_intentions_state_check;
ALTER TABLE financing_intentions
  ADD CONSTRAINT financing_intentions_state_check
  CHECK (state IN ('PENDING_PRICING', 'PRICED', 'ACCEPTED', 'REJECTED', 'APPLIED'));
-- The finance order (page record id) the price binds: set exactly when APPLIED.
ALTER TABLE financing_intentions ADD COLUMN order_id text;
ALTER TABLE financing_intentions
  ADD CONSTRAINT financing_intentions_order_check CHECK ((state = 'APPLIED') = (order_id IS NOT NULL));
CREATE UNIQUE INDEX financing_intentions_order ON financing_intentions (order_id);
