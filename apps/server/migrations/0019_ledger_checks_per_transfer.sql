-- The integrity checks of 0016 and 0017, with one index probe per transfer and per account a
-- statement names instead of one per row: a settlement batch writes two entries per transfer and
-- pays hundreds of prizes from one house account to a few members, so most probes of the row-wise
-- checks looked up a row the statement had already looked up. Same rules, same errors.
CREATE OR REPLACE FUNCTION ledger_entries_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each transfer once, with the merchants and accounts its entries name: an entry is sound when
  -- its merchant is the transfer's and its account one of the transfer's two.
  IF EXISTS (
    SELECT 1
      FROM (SELECT transfer_id, min(merchant_id) AS merchant_lo, max(merchant_id) AS merchant_hi,
                   array_agg(account_id) AS accounts
              FROM new_rows GROUP BY transfer_id) e
      LEFT JOIN ledger_transfers t ON t.id = e.transfer_id
     WHERE t.id IS NULL OR e.merchant_lo <> t.merchant_id OR e.merchant_hi <> t.merchant_id
        OR NOT e.accounts <@ ARRAY[t.debit_account_id, t.credit_account_id]) THEN
    RAISE EXCEPTION 'ledger entry without its transfer, or on an account the transfer does not move'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_transfers_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1
      FROM (SELECT merchant_id, currency, debit_account_id AS account_id FROM new_rows
            UNION SELECT merchant_id, currency, credit_account_id FROM new_rows) t
      LEFT JOIN ledger_accounts a ON a.id = t.account_id
     WHERE a.id IS NULL OR a.merchant_id <> t.merchant_id OR a.currency <> t.currency) THEN
    RAISE EXCEPTION 'ledger transfer between accounts that are not its merchant''s in its currency'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$
