-- What the staff user page needs beyond the ledgers of migration 002: unconsumed in-app purchases, the users'
-- client/server access tokens, and a lookup of the stores a user owns.

-- Slots and storefronts live in the building documents (`slots`, `storefront_slot`, see migration 004);
-- the user page finds the stores a user owns through this index (their slots through the slots GIN index).
CREATE INDEX admin_users_buildings_store_owner ON buildings ((doc->'storefront_slot'->>'owner'));

-- In-app purchases granted by a headset or game store that the platform has not consumed (credited) yet.
CREATE TABLE unconsumed_iaps (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  grant_time timestamptz NOT NULL,
  sku text NOT NULL,
  platform text NOT NULL DEFAULT 'oculus'
);
CREATE INDEX unconsumed_iaps_user ON unconsumed_iaps (user_id, grant_time DESC);

-- A user's access tokens for the VR client and for game servers; issued on first use, shown only to staff
-- holding can_use_access_token.
CREATE TABLE user_access_tokens (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  clienttoken text NOT NULL,
  servertoken text NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);
