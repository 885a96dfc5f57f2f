-- Kept day values were computed with a fund's principal and an allotment's payments counted as
-- money leaving the portfolio; they are recomputed on the next read under the new rule.
DELETE FROM "portfolio_day_values";
