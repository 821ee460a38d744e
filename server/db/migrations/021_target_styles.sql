-- Styles of every manage-page target (single-target-and-flows.md §3 Style spec, §7): a metaverse, a location
-- or an event, per release: the overrides of its template's variables and its custom style. Replaces the
-- locations-only table of 004, whose rows move here. Rows go with their metaverse; an entity's rows are
-- removed by the repository when the entity is deleted.
CREATE TABLE target_styles (
  domain_id text NOT NULL REFERENCES domains (id) ON DELETE CASCADE,
  target_type text NOT NULL CHECK (target_type IN ('domain', 'locations', 'events')),
  target_id text NOT NULL,
  release text NOT NULL CHECK (release IN ('dev', 'prod')),
  variables jsonb NOT NULL DEFAULT '[]',
  customstyle text NOT NULL DEFAULT '',
  updated timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (target_type, target_id, release)
);
CREATE INDEX target_styles_domain ON target_styles (domain_id);

INSERT INTO target_styles (domain_id, target_type, target_id, release, variables, customstyle, updated)
SELECT l.doc->>'domain', 'locations', s.location_id, s.release, s.variables, s.customstyle, s.updated
FROM location_styles s
JOIN locations l ON l.id = s.location_id
JOIN domains d ON d.id = l.doc->>'domain';

DROP TABLE location_styles;
