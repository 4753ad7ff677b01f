ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
-- What the three foreign keys of ledger_transfers checked row by row, checked once per statement
-- and more strictly: both accounts exist and belong to the transfer's merchant and currency (the
-- accounts' own foreign key ties them to an existing merchant).
CREATE FUNCTION ledger_transfers_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_rows t
      LEFT JOIN ledger_accounts d ON d.id = t.debit_account_id
      LEFT JOIN ledger_accounts c ON c.id = t.credit_account_id
     WHERE d.id IS NULL OR c.id IS NULL
        OR d.merchant_id <> t.merchant_id OR c.merchant_id <> t.merchant_id
        OR d.currency <> t.currency OR c.currency <> t.currency) THEN
    RAISE EXCEPTION 'ledger transfer between accounts that are not its merchant''s in its currency'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_check AFTER INSERT ON ledger_transfers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_check()
--> statement-breakpoint
-- Who a transfer or an account belongs to, and which accounts a transfer moves, never change
-- (row triggers that fire only for statements naming those columns); history entries never change.
CREATE FUNCTION ledger_keys_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% keeps its owner and accounts', TG_TABLE_NAME USING ERRCODE = 'foreign_key_violation';
END
$$
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_keys_fixed BEFORE UPDATE OF id, merchant_id, currency, debit_account_id, credit_account_id
  ON ledger_transfers FOR EACH ROW
  WHEN ((OLD.id, OLD.merchant_id, OLD.currency, OLD.debit_account_id, OLD.credit_account_id)
        IS DISTINCT FROM (NEW.id, NEW.merchant_id, NEW.currency, NEW.debit_account_id, NEW.credit_account_id))
  EXECUTE FUNCTION ledger_keys_fixed()
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_keys_fixed BEFORE UPDATE OF id, merchant_id, currency ON ledger_accounts FOR EACH ROW
  WHEN ((OLD.id, OLD.merchant_id, OLD.currency) IS DISTINCT FROM (NEW.id, NEW.merchant_id, NEW.currency))
  EXECUTE FUNCTION ledger_keys_fixed()
--> statement-breakpoint
CREATE TRIGGER ledger_entries_keys_fixed BEFORE UPDATE ON ledger_entries FOR EACH ROW
  EXECUTE FUNCTION ledger_keys_fixed()
--> statement-breakpoint
-- An account that transfers name is never deleted.
CREATE FUNCTION ledger_accounts_keep_transfers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows a JOIN ledger_transfers t ON t.debit_account_id = a.id)
     OR EXISTS (SELECT 1 FROM old_rows a JOIN ledger_transfers t ON t.credit_account_id = a.id) THEN
    RAISE EXCEPTION 'ledger account has transfers' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_keep_transfers AFTER DELETE ON ledger_accounts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_accounts_keep_transfers()
