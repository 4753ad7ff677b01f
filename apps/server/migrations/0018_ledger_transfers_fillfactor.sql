-- A hold's row changes once, when it is posted or voided: status and resolved_at, neither of them
-- indexed. With room left on its page the new row version stays there as a heap-only tuple and
-- none of the four indexes (primary key, idempotency key, debit and credit account) gets a new
-- entry; on full pages every resolved hold costs four index insertions. A settlement resolves
-- thousands at once.
ALTER TABLE ledger_transfers SET (fillfactor = 80);
