-- Page anchors of the large collection lists (server/db/list-anchors.ts, ADR 0020): every 1,000th row of each
-- stored sort order, with the number of rows before it, so a jump to a deep page starts from the anchor before it
-- instead of walking the index from the first row. `list_changes` keeps every row's sort keys before and after
-- each write since the anchors were built (for the collections in `list_logged`), so a list adds up how many rows
-- moved before an anchor and the page is exact; building the anchors again empties it.
CREATE TABLE list_anchors (
  collection text NOT NULL,
  sort text NOT NULL,
  -- The rows before the anchor's position in ascending order (sort key, then id) when it was built.
  rank bigint NOT NULL,
  -- The sort key as text (list-cursor's sortKeySelect); null for the id order.
  key text,
  id text NOT NULL,
  PRIMARY KEY (collection, sort, rank)
);

-- The collections whose writes are logged: large ones, marked a while before their anchors are first built.
CREATE TABLE list_logged (
  collection text PRIMARY KEY
);

CREATE TABLE list_changes (
  seq bigserial PRIMARY KEY,
  collection text NOT NULL,
  id text NOT NULL,
  -- The row's sort keys by sort field ({"timestamp": …, "name": …}); null before an insert, after a delete.
  before jsonb,
  after jsonb
);
CREATE INDEX list_changes_collection ON list_changes (collection);

CREATE FUNCTION list_changes_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM list_anchors WHERE collection = TG_TABLE_NAME;
  DELETE FROM list_changes WHERE collection = TG_TABLE_NAME;
  RETURN NULL;
END
$$;

-- One statement-level trigger function per table (the user list stores more sort keys), with transition tables
-- so a bulk write logs its rows in one statement.
DO $do$
DECLARE
  t text;
  keys text;
  f text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'domains', 'locations', 'plots', 'files', 'events', 'buildings',
                           'witrequests', 'stringmatches', 'autotests']
  LOOP
    keys := $k$'timestamp', r.ts, 'name', r.sort_name, 'nickname', r.sort_nickname$k$;
    IF t = 'users' THEN
      FOREACH f IN ARRAY ARRAY['email', 'currency', 'created']
      LOOP
        keys := keys || format(', %L, r.%I', f, 'sort_' || f);
      END LOOP;
    END IF;
    EXECUTE format($f$
      CREATE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $body$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM list_logged WHERE collection = TG_TABLE_NAME) THEN
          RETURN NULL;
        END IF;
        IF TG_OP = 'INSERT' THEN
          INSERT INTO list_changes (collection, id, after)
            SELECT TG_TABLE_NAME, r.id, jsonb_build_object(%2$s) FROM new_rows r;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO list_changes (collection, id, before)
            SELECT TG_TABLE_NAME, r.id, jsonb_build_object(%2$s) FROM old_rows r;
        ELSE
          INSERT INTO list_changes (collection, id, before, after)
            SELECT TG_TABLE_NAME, coalesce(o.id, n.id), o.keys, n.keys
            FROM (SELECT r.id, jsonb_build_object(%2$s) AS keys FROM old_rows r) o
            FULL JOIN (SELECT r.id, jsonb_build_object(%2$s) AS keys FROM new_rows r) n ON o.id = n.id
            WHERE o.keys IS DISTINCT FROM n.keys;
        END IF;
        RETURN NULL;
      END
      $body$
      $f$, t || '_list_changes', keys);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION %I()', t || '_list_changes_insert', t, t || '_list_changes');
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION %I()', t || '_list_changes_update', t, t || '_list_changes');
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION %I()', t || '_list_changes_delete', t, t || '_list_changes');
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION list_changes_truncate()', t || '_list_changes_truncate', t);
  END LOOP;
END
$do$;
