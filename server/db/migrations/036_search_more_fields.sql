-- A plain-word search also finds a user by e-mail address, a voice correction by what was heard or what it is
-- read as, and a voice request by its text: `search` (001) gains email, input, output and text, trigram-indexed
-- as before, so such a search stays an index scan however large the collection.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'domains', 'locations', 'plots', 'files', 'events', 'buildings',
                           'witrequests', 'stringmatches', 'autotests']
  LOOP
    EXECUTE format('DROP INDEX %I', t || '_search');
    EXECUTE format('ALTER TABLE %I DROP COLUMN search', t);
    EXECUTE format($f$
      ALTER TABLE %I ADD COLUMN search text GENERATED ALWAYS AS (lower(
        coalesce(id, '') || ' ' || coalesce(doc->>'name', '') || ' ' || coalesce(doc->>'nickname', '') || ' ' ||
        coalesce(doc->>'uri', '') || ' ' || coalesce(doc->>'path', '') || ' ' || coalesce(doc->>'email', '') || ' ' ||
        coalesce(doc->>'input', '') || ' ' || coalesce(doc->>'output', '') || ' ' || coalesce(doc->>'text', ''))) STORED
    $f$, t);
    EXECUTE format('CREATE INDEX %I ON %I USING gin (search gin_trgm_ops)', t || '_search', t);
  END LOOP;
END
$$;
