-- ID tokens already exchanged for a session: an ID token starts one session only, so one taken from a browser
-- (or exchanged again after Log Out) cannot start another within its lifetime. The key is a hash of the
-- token's issuer and id (`jti`), or of the whole token when it has no id, so no token is stored. A row is
-- useless once the token itself has expired, and is deleted now and then after that.
CREATE TABLE used_id_tokens (
  key text PRIMARY KEY,               -- hex SHA-256 of "<issuer>:<jti>", or of "token:<the token>"
  expires timestamptz NOT NULL        -- when the token expires
);
CREATE INDEX used_id_tokens_expires ON used_id_tokens (expires);
