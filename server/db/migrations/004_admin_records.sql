-- Staff record pages: location styles, child products, and the lookups the record pages make.

-- Style variables and custom CSS of a location, per release (dev is edited, prod is what visitors get).
CREATE TABLE location_styles (
  location_id text NOT NULL REFERENCES locations (id) ON DELETE CASCADE,
  release text NOT NULL CHECK (release IN ('dev', 'prod')),
  variables jsonb NOT NULL DEFAULT '[]',
  customstyle text NOT NULL DEFAULT '',
  updated timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (location_id, release)
);

-- Child products: games built on the platform, each rooted in one metaverse.
CREATE TABLE child_products (
  id text PRIMARY KEY,
  doc jsonb NOT NULL,
  CONSTRAINT child_products_doc_id CHECK (doc->>'id' = id)
);

-- A domain's locations, events and plots (domain page, domain delete).
CREATE INDEX admin_records_locations_domain ON locations ((doc->>'domain'));
CREATE INDEX admin_records_events_domain ON events ((doc->>'domain'));
CREATE INDEX admin_records_plots_domain ON plots ((doc->>'domain'));
-- Building slots are stored in the building record (`slots`: [{slot, owner, destination, …}]);
-- a location page asks which slots lead to it, a domain page which stores lead into it.
CREATE INDEX admin_records_buildings_slots ON buildings USING gin ((doc->'slots') jsonb_path_ops);
CREATE INDEX admin_records_buildings_store ON buildings ((doc->'storefront_slot'->>'destination'));
-- Autotest charts filter runs by location.
CREATE INDEX admin_records_autotests_location ON autotests ((doc->>'location'), ts DESC);
-- The user picker finds a user by name or nickname, case-insensitively (email already has its index).
CREATE INDEX admin_records_users_name ON users (lower(doc->>'name'));
CREATE INDEX admin_records_users_nickname ON users (lower(doc->>'nickname'));
