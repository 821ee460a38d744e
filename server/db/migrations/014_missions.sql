-- Mission tools of a child product (staff-and-agents.md §2.11, §3): mission configs, the icons uploaded for
-- them, missions, the Build Banners jobs and the avatars. Every row belongs to one child product; a record
-- of another product is never found through this one.
CREATE TABLE mission_configs (
  id text PRIMARY KEY,
  child_product text NOT NULL REFERENCES child_products (id) ON DELETE CASCADE,
  location text NOT NULL,
  description text NOT NULL DEFAULT '',
  metadata text NOT NULL DEFAULT '{}',
  selection_weight double precision NOT NULL DEFAULT 0.5,
  banner_blob text REFERENCES blobs (id),
  feature text NOT NULL DEFAULT '',
  importance integer NOT NULL DEFAULT 0 CHECK (importance BETWEEN 0 AND 3),
  environment text NOT NULL DEFAULT '',
  mode text NOT NULL DEFAULT '',
  updated timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mission_configs_product ON mission_configs (child_product, lower(location));

-- Icons from the uploaded archives, by file name without its extension (lowercased); a config uses the icon
-- named like its location. A later archive replaces an icon of the same name.
CREATE TABLE mission_icons (
  child_product text NOT NULL REFERENCES child_products (id) ON DELETE CASCADE,
  name text NOT NULL,
  blob_id text NOT NULL REFERENCES blobs (id),
  updated timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (child_product, name)
);

CREATE TABLE missions (
  id text PRIMARY KEY,
  child_product text NOT NULL REFERENCES child_products (id) ON DELETE CASCADE,
  mission_config text NOT NULL REFERENCES mission_configs (id),
  option integer NOT NULL DEFAULT 0,
  startdate timestamptz NOT NULL,
  feature text NOT NULL DEFAULT '',
  event text NOT NULL DEFAULT '',
  importance integer NOT NULL DEFAULT 0 CHECK (importance BETWEEN 0 AND 3),
  updated timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX missions_product_start ON missions (child_product, startdate);

-- Build Banners runs in the background; the console follows its progress through this row.
CREATE TABLE mission_banner_jobs (
  id text PRIMARY KEY,
  child_product text NOT NULL REFERENCES child_products (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'complete', 'failed')),
  done integer NOT NULL DEFAULT 0,
  total integer NOT NULL,
  error text,
  created timestamptz NOT NULL DEFAULT now()
);

-- Characters of a child product: one row each, skins and weapon skins as JSON lists of
-- {name, index, unlocklevel, iap_id}.
CREATE TABLE avatars (
  id text PRIMARY KEY,
  child_product text NOT NULL REFERENCES child_products (id) ON DELETE CASCADE,
  name text NOT NULL,
  unlocklevel integer NOT NULL DEFAULT 0,
  iap_id text NOT NULL DEFAULT '',
  is_default boolean NOT NULL DEFAULT false,
  disabled boolean NOT NULL DEFAULT false,
  skins jsonb NOT NULL DEFAULT '[]',
  weaponskins jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX avatars_product ON avatars (child_product, unlocklevel);
