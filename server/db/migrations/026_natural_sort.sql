-- Names sort as people read them: "Town Hall 5" before "Town Hall 29". The key keeps the text between numbers
-- and pads each run of digits to 30 places, so comparing keys as text compares the numbers by value.
CREATE FUNCTION natural_sort_key(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    string_agg(t.m[1] || CASE WHEN t.m[2] = '' THEN '' ELSE lpad(t.m[2], 30, '0') END, '' ORDER BY t.n),
    ''
  )
  FROM regexp_matches(coalesce(value, ''), '(\D*)(\d*)', 'g') WITH ORDINALITY AS t(m, n)
$$;
