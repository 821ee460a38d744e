-- The live map's data and the building-world regeneration runs (staff-and-agents.md §2.14, §2.15, §7).
-- The jobs themselves are pg-boss's (schema `pgboss`, created and upgraded by pg-boss at start-up, see the
-- decision record on the job queue); a run here is what staff started, stopped and watch.

-- One row per run of "regenerate every plot". At most one run is submitted, running or stopping at a time.
CREATE TABLE regeneration_runs (
  id text PRIMARY KEY,
  status text NOT NULL CHECK (status IN ('submitted', 'running', 'stopping', 'completed', 'stopped', 'failed')),
  started_by text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  total integer NOT NULL DEFAULT 0,
  -- Job counts kept when the run ends (the queue archives finished jobs after a while).
  completed integer,
  failed integer,
  error text
);
CREATE UNIQUE INDEX regeneration_runs_one_active ON regeneration_runs ((true))
  WHERE status IN ('submitted', 'running', 'stopping');
CREATE INDEX regeneration_runs_started ON regeneration_runs (started_at DESC);

-- Generated map data of a district (one building-world cell): the JSON served as {latest}/{postcode}.json.
CREATE TABLE map_districts (
  postcode text PRIMARY KEY,
  cellx bigint NOT NULL,
  celly bigint NOT NULL,
  doc jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1,
  generated_at timestamptz NOT NULL DEFAULT now()
);

-- Rendered map tiles (maps/{size}/{x}_{y}.jpg). A regenerated district drops the tiles over it; they are
-- rendered again when asked for.
CREATE TABLE map_tiles (
  size integer NOT NULL,
  x integer NOT NULL,
  y integer NOT NULL,
  image bytea NOT NULL,
  generated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (size, x, y)
);

-- Buildings and plots of one cell (a district) are read by their cell coordinates.
CREATE INDEX buildings_cell ON buildings (((doc->>'cellx')::bigint), ((doc->>'celly')::bigint))
  WHERE doc->>'cellx' IS NOT NULL;
CREATE INDEX plots_cell ON plots (((doc->>'cellx')::bigint), ((doc->>'celly')::bigint))
  WHERE doc->>'cellx' IS NOT NULL;
