-- Headset deep links, linked drives, metaverse content files and chunked video uploads.

-- Deep links issued by the headset provider; the console polls `used` after opening one.
CREATE TABLE deep_links (
  msgid text PRIMARY KEY,
  provider text NOT NULL,             -- local or oculus
  user_id text,                       -- the signed-in requester (null for signed-out visitors)
  domain_id text,
  location text,
  nonvr boolean NOT NULL DEFAULT false,
  used boolean NOT NULL DEFAULT false,
  created timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);

-- Drives a user linked (the built-in photos and metaverses drives are not stored).
CREATE TABLE drive_accounts (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('local', 'google', 'vimeo')),
  kind text NOT NULL CHECK (kind IN ('files', 'video')),
  name text NOT NULL,
  credentials jsonb,                  -- OAuth tokens of Google or Vimeo; never sent to the console
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX drive_accounts_user ON drive_accounts (user_id, created);

-- OAuth round trips in progress (state parameter -> who started it and where to return).
CREATE TABLE drive_oauth_states (
  state text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  return_path text NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);

-- Files stored in a metaverse's content: the uploads and videos folders of its drive. Their sizes count
-- against the plan's storage allowance; the bytes are blobs (content-addressed, shared when identical).
CREATE TABLE domain_content (
  id text PRIMARY KEY,
  domain_id text NOT NULL REFERENCES domains (id) ON DELETE CASCADE,
  folder text NOT NULL CHECK (folder IN ('uploads', 'videos')),
  name text NOT NULL,
  mimetype text NOT NULL,
  size bigint NOT NULL,
  blob_id text NOT NULL,
  uploader text NOT NULL,
  fingerprint text,                   -- videos: name, size and last-modified time, to spot a repeated upload
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX domain_content_list ON domain_content (domain_id, folder, created DESC, id DESC);
CREATE INDEX domain_content_uploader ON domain_content (uploader, created DESC, id DESC);
CREATE INDEX domain_content_fingerprint ON domain_content (domain_id, fingerprint);

-- Chunked video uploads: bytes are written to a part file at the offset of each chunk; `received` is the
-- contiguous prefix held, so an interrupted upload resumes from there.
CREATE TABLE video_uploads (
  id text PRIMARY KEY,
  domain_id text NOT NULL REFERENCES domains (id) ON DELETE CASCADE,
  user_id text NOT NULL,
  name text NOT NULL,
  mimetype text NOT NULL,
  size bigint NOT NULL,
  fingerprint text NOT NULL,
  received bigint NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'uploading' CHECK (status IN ('uploading', 'processing', 'complete', 'failed')),
  jobname text,
  error text,
  content_id text,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX video_uploads_resume ON video_uploads (domain_id, user_id, fingerprint);
