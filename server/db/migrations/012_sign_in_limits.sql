-- Sign-in abuse limits, shared by every server instance: fixed-window counters of attempts per client
-- address, and per email a count of attempts with a growing wait once it reaches the limit. The key is a
-- hash of what is counted, so no address or email is stored here. A row whose `expires` has passed counts
-- for nothing and is deleted on the way.
CREATE TABLE sign_in_limits (
  key text PRIMARY KEY,               -- hex SHA-256 of "<kind>:<address or email>"
  attempts integer NOT NULL,
  blocked_until timestamptz,          -- per email: no attempt before this
  expires timestamptz NOT NULL
);
CREATE INDEX sign_in_limits_expires ON sign_in_limits (expires);
