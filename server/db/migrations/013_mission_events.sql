-- Mission event tools of a child product (staff-and-agents.md §2.10, §2.11, §3): event configs (named once, at
-- creation), weekly event cycles in UTC and dated mission events. Every row belongs to one child product;
-- `updated` is the version a change or deletion must name (a row changed since is refused).
CREATE TABLE mission_event_configs (
  id text PRIMARY KEY,
  child_product text NOT NULL REFERENCES child_products (id) ON DELETE CASCADE,
  name text NOT NULL,
  doc jsonb NOT NULL,
  updated timestamptz NOT NULL,
  CONSTRAINT mission_event_configs_name UNIQUE (child_product, name)
);

CREATE TABLE mission_event_cycles (
  id text PRIMARY KEY,
  child_product text NOT NULL REFERENCES child_products (id) ON DELETE CASCADE,
  config_id text NOT NULL REFERENCES mission_event_configs (id) ON DELETE CASCADE,
  day_of_week smallint NOT NULL CHECK (day_of_week BETWEEN 0 AND 6),
  start_minute smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
  doc jsonb NOT NULL,
  updated timestamptz NOT NULL
);
CREATE INDEX mission_event_cycles_product ON mission_event_cycles (child_product, day_of_week, start_minute);
CREATE INDEX mission_event_cycles_config ON mission_event_cycles (config_id);

CREATE TABLE mission_events (
  id text PRIMARY KEY,
  child_product text NOT NULL REFERENCES child_products (id) ON DELETE CASCADE,
  config_id text NOT NULL REFERENCES mission_event_configs (id) ON DELETE CASCADE,
  startdate timestamptz NOT NULL,
  enddate timestamptz NOT NULL,
  option smallint NOT NULL CHECK (option IN (0, 1)),
  updated timestamptz NOT NULL,
  CONSTRAINT mission_events_dates CHECK (enddate > startdate)
);
CREATE INDEX mission_events_product_end ON mission_events (child_product, enddate);
CREATE INDEX mission_events_config ON mission_events (config_id);
