-- The sort keys of the fields the lists sort by are stored columns (`sort_<field>`, each the value
-- `coalesce(doc->'<field>', 'null'::jsonb)` that list-cursor.ts sorts by), indexed with the id, in place of 030's
-- indexes on the expression. PostgreSQL reads an expression index only together with the table's rows, so a
-- jump deep into a list sorted by name read (or sorted) every row before the page; an index on stored columns
-- answers the page's ids from the index alone (an index-only scan), as `ts` and the id always did.
DO $$
DECLARE
  t text;
  f text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'domains', 'locations', 'plots', 'files', 'events', 'buildings',
                           'witrequests', 'stringmatches', 'autotests']
  LOOP
    FOREACH f IN ARRAY ARRAY['name', 'nickname']
    LOOP
      EXECUTE format('DROP INDEX %I', t || '_sort_' || f);
      EXECUTE format($f$ALTER TABLE %I ADD COLUMN %I jsonb GENERATED ALWAYS AS (coalesce(doc->%L, 'null'::jsonb)) STORED$f$,
                     t, 'sort_' || f, f);
      EXECUTE format('CREATE INDEX %I ON %I (%I, id)', t || '_sort_' || f, t, 'sort_' || f);
    END LOOP;
  END LOOP;
  -- The user list (the one collection that grows to millions) also sorts by these.
  FOREACH f IN ARRAY ARRAY['email', 'currency', 'created']
  LOOP
    EXECUTE format('DROP INDEX %I', 'users_sort_' || f);
    EXECUTE format($f$ALTER TABLE users ADD COLUMN %I jsonb GENERATED ALWAYS AS (coalesce(doc->%L, 'null'::jsonb)) STORED$f$,
                   'sort_' || f, f);
    EXECUTE format('CREATE INDEX %I ON users (%I, id)', 'users_sort_' || f, 'sort_' || f);
  END LOOP;
END
$$;
