-- Domain stats (single-target-and-flows.md, "Domain stats page (developers)"): one row per session a player
-- spent in a room of one of a metaverse's locations. The room is the instance of the location the player was
-- in and the release it ran; the stats page lists the rows of one metaverse, newest first.
CREATE TABLE domain_sessions (
  id text PRIMARY KEY,
  domain_id text NOT NULL REFERENCES domains (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  location_id text NOT NULL REFERENCES locations (id) ON DELETE CASCADE,
  room_nickname text NOT NULL,
  releasename text NOT NULL,
  ts timestamptz NOT NULL
);
CREATE INDEX domain_sessions_domain_ts ON domain_sessions (domain_id, ts DESC, id DESC);
CREATE INDEX domain_sessions_user ON domain_sessions (user_id);
CREATE INDEX domain_sessions_location ON domain_sessions (location_id);
