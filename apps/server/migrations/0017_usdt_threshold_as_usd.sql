-- USDT settles in USD (decisions: one currency identity): a two-approver threshold an admin
-- saved under "USDT" never matched a withdrawal, whose currency is USD. It moves to "USD";
-- where both were saved (the USD tenant) the lower, stricter one is kept.
UPDATE "finance_settings"
SET "second_approval_above" = ("second_approval_above" - 'USDT') || jsonb_build_object(
  'USD',
  CASE
    WHEN "second_approval_above"->'USD' IS NOT NULL
      AND ("second_approval_above"->>'USD')::numeric < ("second_approval_above"->>'USDT')::numeric
    THEN "second_approval_above"->>'USD'
    ELSE "second_approval_above"->>'USDT'
  END
)
WHERE "second_approval_above"->'USDT' IS NOT NULL;
