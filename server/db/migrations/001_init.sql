-- Initial schema: one document table per generic collection, exact collection counts,
-- identities, domain memberships and the blob catalogue.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Unfiltered list totals are read from here instead of count(*) over large tables.
CREATE TABLE collection_counts (
  collection text PRIMARY KEY,
  n bigint NOT NULL
);

-- Statement-level triggers with transition tables: a bulk insert updates the count once, not per row.
CREATE FUNCTION collection_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE collection_counts SET n = n + (SELECT count(*) FROM new_rows) WHERE collection = TG_TABLE_NAME;
  RETURN NULL;
END
$$;

CREATE FUNCTION collection_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE collection_counts SET n = n - (SELECT count(*) FROM old_rows) WHERE collection = TG_TABLE_NAME;
  RETURN NULL;
END
$$;

CREATE FUNCTION collection_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE collection_counts SET n = 0 WHERE collection = TG_TABLE_NAME;
  RETURN NULL;
END
$$;

-- The ten collections share one shape, so they are created in a loop to keep them identical.
-- `ts` sorts the default list order (timestamp descending, id as tiebreaker); `search` is what a plain-word
-- search matches (id, name, nickname, uri, path), lower-cased and trigram-indexed for substring matching.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'domains', 'locations', 'plots', 'files', 'events', 'buildings',
                           'witrequests', 'stringmatches', 'autotests']
  LOOP
    EXECUTE format($f$
      CREATE TABLE %1$I (
        id text PRIMARY KEY,
        doc jsonb NOT NULL,
        ts text COLLATE "C" GENERATED ALWAYS AS (doc->>'timestamp') STORED,
        search text GENERATED ALWAYS AS (lower(
          coalesce(id, '') || ' ' || coalesce(doc->>'name', '') || ' ' || coalesce(doc->>'nickname', '') || ' ' ||
          coalesce(doc->>'uri', '') || ' ' || coalesce(doc->>'path', ''))) STORED,
        CONSTRAINT %2$I CHECK (doc->>'id' = id)
      )$f$, t, t || '_doc_id');
    EXECUTE format('CREATE INDEX %I ON %I (ts DESC, id DESC)', t || '_ts', t);
    EXECUTE format('CREATE INDEX %I ON %I USING gin (search gin_trgm_ops)', t || '_search', t);
    EXECUTE format($f$CREATE INDEX %I ON %I ((doc->'name'), id)$f$, t || '_name', t);
    EXECUTE format($f$CREATE INDEX %I ON %I ((doc->'nickname'), id)$f$, t || '_nickname', t);
    EXECUTE format('INSERT INTO collection_counts (collection, n) VALUES (%L, 0)', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION collection_counts_insert()', t || '_count_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION collection_counts_delete()', t || '_count_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION collection_counts_truncate()', t || '_count_truncate', t);
  END LOOP;
END
$$;

-- Users: permission lookups (`doc->'permissions' @> '["superuser"]'`) and one account per email address.
CREATE INDEX users_permissions ON users USING gin ((doc->'permissions'));
CREATE UNIQUE INDEX users_email ON users (lower(doc->>'email')) WHERE doc->>'email' IS NOT NULL;

-- Domains: looked up by uri and listed by owner.
CREATE UNIQUE INDEX domains_uri ON domains ((doc->>'uri'));
CREATE INDEX domains_owner ON domains ((doc->>'owner'));

-- Sign-in identities. Local (email and password) accounts use provider 'local' and a random 24-hex subject.
CREATE TABLE identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text,
  password_hash text,
  created timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX identities_user ON identities (user_id);
CREATE UNIQUE INDEX identities_local_email ON identities (lower(email)) WHERE provider = 'local';

-- Domain roles. The owner is a member too (manage_domain and host).
CREATE TABLE memberships (
  domain_id text NOT NULL REFERENCES domains (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  permissions text[] NOT NULL DEFAULT '{}',
  created timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (domain_id, user_id)
);
CREATE INDEX memberships_user ON memberships (user_id);

-- Content-addressed blobs: id is the sha256 of the bytes, which live on disk under blobs/<id[0..2]>/<id>.
CREATE TABLE blobs (
  id text PRIMARY KEY,
  content_type text NOT NULL,
  size bigint NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);
