-- One-use link codes that start linking a drive (`createDriveLinkCode`, then the /v2/oauth/auth navigation):
-- the session never travels in an address. Only the code's SHA-256 is kept, with the user, the provider it
-- was issued for and when it ends; taking a code deletes it, so it works once.
CREATE TABLE drive_link_codes (
  code_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  expires timestamptz NOT NULL
);
CREATE INDEX drive_link_codes_expires ON drive_link_codes (expires);
