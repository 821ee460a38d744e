-- Live records: every write to a generic collection is told on the realtime channel (`mv_realtime`, the
-- `records` channel of common/realtime.ts), whichever route or instance made it. A statement-level trigger per
-- table and event sends one notification when the statement's transaction commits (none when it rolls back):
-- each changed record's collection, id, event and new version, or, for a statement of more than 20 rows (a
-- seed, a bulk update), one "many" message naming the collection.
CREATE FUNCTION collection_changes_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes json;
  n int;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT count(*), json_agg(json_build_object('c', TG_TABLE_NAME, 'id', id, 'ev', 'delete'))
      INTO n, changes FROM (SELECT id FROM old_rows LIMIT 21) r;
  ELSE
    SELECT count(*), json_agg(json_build_object('c', TG_TABLE_NAME, 'id', id, 'ev', lower(TG_OP),
                                                'ts', doc->>'timestamp'))
      INTO n, changes FROM (SELECT id, doc FROM new_rows LIMIT 21) r;
  END IF;
  IF n = 0 THEN
    RETURN NULL;
  END IF;
  IF n > 20 THEN
    changes := json_build_array(json_build_object('c', TG_TABLE_NAME, 'ev', 'many'));
  END IF;
  PERFORM pg_notify('mv_realtime', json_build_object('c', 'records', 'm', changes)::text);
  RETURN NULL;
END
$$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'domains', 'locations', 'plots', 'files', 'events', 'buildings',
                           'witrequests', 'stringmatches', 'autotests']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION collection_changes_notify()', t || '_changes_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION collection_changes_notify()', t || '_changes_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION collection_changes_notify()', t || '_changes_delete', t);
  END LOOP;
END
$$;
