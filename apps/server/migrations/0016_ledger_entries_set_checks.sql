ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk";
--> statement-breakpoint
-- What the three foreign keys of ledger_entries checked row by row (three index probes and row
-- locks per entry, most of the cost of a settlement's insert), checked once per statement and
-- more strictly: every entry names an existing transfer of its own merchant and one of that
-- transfer's two accounts. The transfer's foreign keys tie those to real accounts and merchants.
CREATE FUNCTION ledger_entries_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_rows e LEFT JOIN ledger_transfers t ON t.id = e.transfer_id
     WHERE t.id IS NULL OR t.merchant_id <> e.merchant_id
        OR e.account_id NOT IN (t.debit_account_id, t.credit_account_id)) THEN
    RAISE EXCEPTION 'ledger entry without its transfer, or on an account the transfer does not move'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$
--> statement-breakpoint
CREATE TRIGGER ledger_entries_check AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_check()

--> statement-breakpoint
-- The history outlives nothing it describes: a transfer with entries is never deleted.
CREATE FUNCTION ledger_transfers_keep_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows o JOIN ledger_entries e ON e.transfer_id = o.id) THEN
    RAISE EXCEPTION 'ledger transfer has entries' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_keep_entries AFTER DELETE ON ledger_transfers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_keep_entries()
