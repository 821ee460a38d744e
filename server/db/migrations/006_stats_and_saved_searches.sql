-- Statistics over the ledgers and saved searches of the staff collection pages.
-- The dashboard's calls must stay fast over millions of ledger rows on the embedded database, so they read
-- small rollups kept exact by statement-level triggers (one update per insert statement, not per row).

-- Biggest spenders over short windows aggregate purchases directly: a partial covering index makes that an
-- index-only scan of the window's purchases.
CREATE INDEX inventory_transactions_purchase_ts ON inventory_transactions (ts)
  INCLUDE (user_id, added, devtransaction) WHERE type = 'purchase';
-- A user's purchases in a window (the exact sums of the long-window candidates).
CREATE INDEX inventory_transactions_purchase_user ON inventory_transactions (user_id, ts)
  INCLUDE (added, devtransaction) WHERE type = 'purchase';
CREATE INDEX infiniverse_transactions_ts_cover ON infiniverse_transactions (ts) INCLUDE (type, amount);

-- Purchases per hour: the revenue chart reads 168 rows for seven days instead of every purchase.
CREATE TABLE inventory_purchase_hourly (
  hour timestamptz NOT NULL,
  devtransaction boolean NOT NULL,
  count bigint NOT NULL,
  total bigint NOT NULL,
  PRIMARY KEY (hour, devtransaction)
);

-- Building-world trades per hour and type.
CREATE TABLE infiniverse_hourly (
  hour timestamptz NOT NULL,
  type text NOT NULL,
  count bigint NOT NULL,
  total bigint NOT NULL,
  PRIMARY KEY (hour, type)
);

-- Each user's metacoin bought ever (positive amounts only): an upper bound of what they bought in any window,
-- so the biggest spenders of a long window are found by checking the top of this list, not every user.
CREATE TABLE purchase_user_totals (
  user_id text PRIMARY KEY,
  bound_all bigint NOT NULL,      -- including developers' test purchases
  bound_nondev bigint NOT NULL    -- without them
);
CREATE INDEX purchase_user_totals_all ON purchase_user_totals (bound_all DESC, user_id);
CREATE INDEX purchase_user_totals_nondev ON purchase_user_totals (bound_nondev DESC, user_id);

CREATE FUNCTION inventory_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Transition tables exist only for their event, so each branch reads only the ones its event has.
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO inventory_purchase_hourly AS h (hour, devtransaction, count, total)
      SELECT to_timestamp(floor(extract(epoch FROM ts) / 3600) * 3600), devtransaction, -count(*), -sum(added) FROM old_rows
      WHERE type = 'purchase' GROUP BY 1, 2
      ON CONFLICT (hour, devtransaction) DO UPDATE SET count = h.count + excluded.count, total = h.total + excluded.total;
    INSERT INTO purchase_user_totals AS u (user_id, bound_all, bound_nondev)
      SELECT user_id, -sum(greatest(added, 0)), -coalesce(sum(greatest(added, 0)) FILTER (WHERE NOT devtransaction), 0)
      FROM old_rows WHERE type = 'purchase' GROUP BY 1
      ON CONFLICT (user_id) DO UPDATE
        SET bound_all = u.bound_all + excluded.bound_all, bound_nondev = u.bound_nondev + excluded.bound_nondev;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO inventory_purchase_hourly AS h (hour, devtransaction, count, total)
      SELECT to_timestamp(floor(extract(epoch FROM ts) / 3600) * 3600), devtransaction, count(*), sum(added) FROM new_rows
      WHERE type = 'purchase' GROUP BY 1, 2
      ON CONFLICT (hour, devtransaction) DO UPDATE SET count = h.count + excluded.count, total = h.total + excluded.total;
    INSERT INTO purchase_user_totals AS u (user_id, bound_all, bound_nondev)
      SELECT user_id, sum(greatest(added, 0)), coalesce(sum(greatest(added, 0)) FILTER (WHERE NOT devtransaction), 0)
      FROM new_rows WHERE type = 'purchase' GROUP BY 1
      ON CONFLICT (user_id) DO UPDATE
        SET bound_all = u.bound_all + excluded.bound_all, bound_nondev = u.bound_nondev + excluded.bound_nondev;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER inventory_rollups_insert AFTER INSERT ON inventory_transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_rollups();
CREATE TRIGGER inventory_rollups_update AFTER UPDATE ON inventory_transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_rollups();
CREATE TRIGGER inventory_rollups_delete AFTER DELETE ON inventory_transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_rollups();

CREATE FUNCTION infiniverse_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO infiniverse_hourly AS h (hour, type, count, total)
      SELECT to_timestamp(floor(extract(epoch FROM ts) / 3600) * 3600), type, -count(*), -sum(amount) FROM old_rows GROUP BY 1, 2
      ON CONFLICT (hour, type) DO UPDATE SET count = h.count + excluded.count, total = h.total + excluded.total;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO infiniverse_hourly AS h (hour, type, count, total)
      SELECT to_timestamp(floor(extract(epoch FROM ts) / 3600) * 3600), type, count(*), sum(amount) FROM new_rows GROUP BY 1, 2
      ON CONFLICT (hour, type) DO UPDATE SET count = h.count + excluded.count, total = h.total + excluded.total;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER infiniverse_rollups_insert AFTER INSERT ON infiniverse_transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION infiniverse_rollups();
CREATE TRIGGER infiniverse_rollups_update AFTER UPDATE ON infiniverse_transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION infiniverse_rollups();
CREATE TRIGGER infiniverse_rollups_delete AFTER DELETE ON infiniverse_transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION infiniverse_rollups();

-- Rows written before this migration.
INSERT INTO inventory_purchase_hourly (hour, devtransaction, count, total)
  SELECT to_timestamp(floor(extract(epoch FROM ts) / 3600) * 3600), devtransaction, count(*), sum(added) FROM inventory_transactions
  WHERE type = 'purchase' GROUP BY 1, 2;
INSERT INTO purchase_user_totals (user_id, bound_all, bound_nondev)
  SELECT user_id, sum(greatest(added, 0)), coalesce(sum(greatest(added, 0)) FILTER (WHERE NOT devtransaction), 0)
  FROM inventory_transactions WHERE type = 'purchase' GROUP BY 1;
INSERT INTO infiniverse_hourly (hour, type, count, total)
  SELECT to_timestamp(floor(extract(epoch FROM ts) / 3600) * 3600), type, count(*), sum(amount) FROM infiniverse_transactions GROUP BY 1, 2;

-- A staff user's named collection-page states (search, sort, order, visible and required fields).
CREATE TABLE saved_searches (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  collection text NOT NULL,
  name text NOT NULL,
  state text NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_searches_user ON saved_searches (user_id, collection, created DESC);
