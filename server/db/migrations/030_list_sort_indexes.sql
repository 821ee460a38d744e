-- Every sort the collection lists offer is read through an index, so Next and Prev by cursor (a row comparison
-- on the sort key and id) and the first page cost the same however large the table.
-- The lists sort a field by its jsonb value with a missing field taken as JSON null (list-cursor.ts,
-- `sortKeyExpression`); these indexes are on exactly that expression. The `(doc->'name', id)` indexes of the
-- initial schema stay: they serve equality filters on the raw value.
-- `timestamp` and `id` already have theirs (`<table>_ts` and the primary key).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'domains', 'locations', 'plots', 'files', 'events', 'buildings',
                           'witrequests', 'stringmatches', 'autotests']
  LOOP
    EXECUTE format($f$CREATE INDEX %I ON %I ((coalesce(doc->'name', 'null'::jsonb)), id)$f$,
                   t || '_sort_name', t);
    EXECUTE format($f$CREATE INDEX %I ON %I ((coalesce(doc->'nickname', 'null'::jsonb)), id)$f$,
                   t || '_sort_nickname', t);
  END LOOP;
END
$$;

-- The user list (the one collection that grows to millions) also sorts by these columns.
CREATE INDEX users_sort_email ON users ((coalesce(doc->'email', 'null'::jsonb)), id);
CREATE INDEX users_sort_currency ON users ((coalesce(doc->'currency', 'null'::jsonb)), id);
CREATE INDEX users_sort_created ON users ((coalesce(doc->'created', 'null'::jsonb)), id);
