-- Streaming to VR: each user has one stream id, made the first time they open the stream page and kept, so
-- the VR app's My Stream finds the same stream every time. Deleting a user deletes their stream id.
CREATE TABLE streams (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  stream_id text NOT NULL UNIQUE CHECK (stream_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  created timestamptz NOT NULL DEFAULT now()
);
