-- Ledgers shared by the staff console (user detail, statistics) and the owner console, and the audit log
-- of staff writes. Typed columns rather than documents: these tables are large and aggregated by time.

-- Metacoin movements of a user: purchases, spending, rewards, staff adjustments.
CREATE TABLE inventory_transactions (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  ts timestamptz NOT NULL,
  type text NOT NULL,                 -- e.g. purchase, spend, reward, commission, consumable, admin
  added bigint NOT NULL,              -- signed change of the balance, in metacoin
  newcurrency bigint NOT NULL,        -- balance after the change
  newinescrow bigint NOT NULL DEFAULT 0,
  devtransaction boolean NOT NULL DEFAULT false,
  doc jsonb NOT NULL DEFAULT '{}'     -- anything else the record carries (item, counterpart, …)
);
CREATE INDEX inventory_transactions_user_ts ON inventory_transactions (user_id, ts DESC);
CREATE INDEX inventory_transactions_ts ON inventory_transactions (ts);

-- Building-world (Infiniverse) slot trades.
CREATE TABLE infiniverse_transactions (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  ts timestamptz NOT NULL,
  type text NOT NULL,                 -- buy_slot, sell_slot, …
  amount bigint NOT NULL,
  slot integer,
  building_id text,
  doc jsonb NOT NULL DEFAULT '{}'     -- building {name, centrex, centrey}, cellx, celly, subdistrictid, buildingid
);
CREATE INDEX infiniverse_transactions_user_ts ON infiniverse_transactions (user_id, ts DESC);
CREATE INDEX infiniverse_transactions_ts ON infiniverse_transactions (ts);

-- Metacoin held in escrow between two users until a trade completes (archived when settled).
CREATE TABLE escrows (
  id text PRIMARY KEY,
  user_id text NOT NULL,              -- payer
  receiver_id text,
  ts timestamptz NOT NULL,
  amount bigint NOT NULL,
  itemname text NOT NULL,
  archived boolean NOT NULL DEFAULT false,
  doc jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX escrows_user ON escrows (user_id, ts DESC);
CREATE INDEX escrows_archived_ts ON escrows (archived, ts DESC);

-- Every staff write: who, when, what, and the record before and after.
CREATE TABLE audit_log (
  id text PRIMARY KEY,
  ts timestamptz NOT NULL DEFAULT now(),
  actor_id text NOT NULL,
  action text NOT NULL,               -- e.g. user.permissions, user.addcurrency, domain.setowner
  collection text NOT NULL,           -- the record's collection (users, domains, …) or area (build, featured)
  target_id text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_target ON audit_log (collection, target_id, ts DESC);
CREATE INDEX audit_log_ts ON audit_log (ts DESC, id DESC);
CREATE INDEX audit_log_actor ON audit_log (actor_id, ts DESC);
