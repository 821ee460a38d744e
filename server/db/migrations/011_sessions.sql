-- Sign-in sessions: the console's session token is a random value; only its SHA-256 is stored, so the table
-- cannot be used to sign in. A session is valid while it is neither revoked nor expired. Deleting a user
-- deletes their sessions with them.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,           -- hex SHA-256 of the token handed to the console
  created timestamptz NOT NULL,
  last_seen timestamptz NOT NULL,     -- updated at most once a minute
  expires timestamptz NOT NULL,
  revoked_at timestamptz,
  user_agent text NOT NULL DEFAULT '' CHECK (length(user_agent) <= 200),
  address text NOT NULL DEFAULT '' CHECK (length(address) <= 64)
);
CREATE UNIQUE INDEX sessions_token_hash ON sessions (token_hash);
CREATE INDEX sessions_user ON sessions (user_id) WHERE revoked_at IS NULL;
CREATE INDEX sessions_expires ON sessions (expires);

-- When every session of a user was last revoked (Sign out everywhere, a permission taken away): ID tokens
-- issued before it are not exchanged for a new session, so one taken along with a session cannot start
-- another.
CREATE TABLE session_cutoffs (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  revoked_before timestamptz NOT NULL
);
