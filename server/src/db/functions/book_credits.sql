-- The one way credits move (decision 0038; DESIGN "Money and counters"): an entry in the append-only
-- credit_ledger and the same amount on users.credits, in the caller's transaction. Once per (member, reason,
-- reference): a second booking of the same reference changes nothing and answers false. Its checks are the
-- tables': a zero amount (credit_ledger_amount_check) or a balance below zero (users_credits_check) fails the
-- statement. Called by chat_send and by bookCredits (TypeScript) for purchases, refunds, photo unlocks, signup
-- credits and the demo logins.
--
-- A repeatable file: applied after the migrations whenever this text changes, so edit it in place.
CREATE OR REPLACE FUNCTION book_credits(
  p_user_id bigint,
  p_amount integer,     -- credits given (> 0) or taken (< 0)
  p_reason text,        -- 'purchase', 'message', 'photo_unlock', 'refund', 'chargeback', 'debt', 'signup' …
  p_reference text,     -- what it belongs to: 'order:<id>', 'message:<id>', a photo id …
  p_now timestamptz
) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO credit_ledger (user_id, amount, reason, reference, created_at)
    VALUES (p_user_id, p_amount, p_reason, p_reference, p_now)
  ON CONFLICT (user_id, reason, reference) DO NOTHING;
  IF NOT FOUND THEN RETURN false; END IF;
  UPDATE users SET credits = credits + p_amount WHERE id = p_user_id;
  RETURN true;
END
$$;
