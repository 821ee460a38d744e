-- Streaming across several server instances: which instance relays each stream that is being published, so
-- a viewer whose socket reaches another instance is served by the one holding the publisher's media. A row
-- lives while the stream is published; a row left by an instance that stopped without ending its streams is
-- taken over when that instance no longer answers for it.
CREATE TABLE stream_relays (
  stream_id text PRIMARY KEY CHECK (stream_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  instance_id text NOT NULL,
  started timestamptz NOT NULL DEFAULT now()
);
