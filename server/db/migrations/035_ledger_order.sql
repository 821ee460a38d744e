-- A user's ledger in the order its entries were written. `ts` was the writing transaction's start time, so two
-- purchases at once could be recorded with the later balance at the earlier time. `seq` is taken when the row is
-- inserted, which every writer does while it holds the user's row locked (the balance and the entry change in
-- one transaction), so per user it increases in the order the balance changed; entries are read by it.
CREATE SEQUENCE inventory_transactions_seq;
ALTER TABLE inventory_transactions ADD COLUMN seq bigint;
UPDATE inventory_transactions t SET seq = o.n
FROM (SELECT id, row_number() OVER (ORDER BY ts, id) AS n FROM inventory_transactions) o
WHERE o.id = t.id;
SELECT setval('inventory_transactions_seq', coalesce((SELECT max(seq) FROM inventory_transactions), 0) + 1, false);
ALTER TABLE inventory_transactions
  ALTER COLUMN seq SET DEFAULT nextval('inventory_transactions_seq'),
  ALTER COLUMN seq SET NOT NULL;
ALTER SEQUENCE inventory_transactions_seq OWNED BY inventory_transactions.seq;
CREATE UNIQUE INDEX inventory_transactions_user_seq ON inventory_transactions (user_id, seq DESC);
