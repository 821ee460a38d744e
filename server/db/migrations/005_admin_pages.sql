-- Staff pages: site-wide settings (build gating, the featured list), adverts and their approval,
-- events of the headset platform, and the index behind the storefront approval queue.

-- One row per setting; `value` is the setting's JSON (build: {warnbuildnumber, failbuildnumber};
-- featured: {featured: [ids]}). Absent rows mean the documented defaults.
CREATE TABLE admin_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated timestamptz NOT NULL DEFAULT now()
);

-- Billboard adverts. Impressions ordered by the advertiser wait in `pendingimpressions` until staff approve
-- (then they move to remaining/total) or reject (then they are dropped and nothing is charged).
CREATE TABLE adverts (
  id text PRIMARY KEY,
  owner_id text NOT NULL,
  name text NOT NULL,
  image_blob text NOT NULL,
  approved boolean NOT NULL DEFAULT false,
  pendingimpressions bigint NOT NULL DEFAULT 0 CHECK (pendingimpressions >= 0),
  totalimpressions bigint NOT NULL DEFAULT 0 CHECK (totalimpressions >= 0),
  remainingimpressions bigint NOT NULL DEFAULT 0 CHECK (remainingimpressions >= 0),
  rejectionreason text,
  paymentfailure text,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX adverts_owner ON adverts (owner_id, created DESC);
-- The approval queue: only the rows waiting for a decision, oldest first.
CREATE INDEX adverts_pending ON adverts (updated, id)
  WHERE NOT approved AND rejectionreason IS NULL AND pendingimpressions > 0;

-- Events on the headset platform's own listing; platform events point at them with doc.oculuseventid.
CREATE TABLE headset_events (
  oculusid text PRIMARY KEY,
  title text NOT NULL,
  start_ts timestamptz NOT NULL,
  end_ts timestamptz NOT NULL,
  published boolean NOT NULL DEFAULT false,
  subscribers integer NOT NULL DEFAULT 0 CHECK (subscribers >= 0)
);
CREATE INDEX headset_events_start ON headset_events (start_ts DESC);
CREATE INDEX events_oculuseventid ON events ((doc->>'oculuseventid')) WHERE doc ? 'oculuseventid';

-- The storefront approval queue: locations submitted for approval, oldest first.
CREATE INDEX locations_approval_pending ON locations (ts, id) WHERE doc->>'approval' = 'pending';

-- Marketing export: users who agreed to receive updates.
CREATE INDEX users_receiveupdates ON users (ts, id) WHERE doc->>'receiveupdates' = 'true';
