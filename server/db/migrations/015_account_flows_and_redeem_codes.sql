-- Account merging and linking requests, and redeem codes.

-- A request to merge accounts of one person into one surviving account, confirmed through a mailed link.
-- kind 'merge': the Merge Accounts dialog of an email/password account asks to take over the other accounts
--   holding its email address; the link /acceptmergerequest?secret= goes to that address.
-- kind 'link': a social or headset account asks to be linked into the email/password account of its email
--   address; the link /linkaccounts?user={requester}&secret=&name= goes to that address.
-- Only the SHA-256 of the secret is stored. A request is used once and expires.
CREATE TABLE account_merge_requests (
  id text PRIMARY KEY,
  secret_hash text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('merge', 'link')),
  requester_id text NOT NULL,         -- who asked (the survivor for 'merge', the account to merge for 'link')
  survivor_id text NOT NULL,          -- the account that remains
  merged_ids text[] NOT NULL,         -- the accounts that are merged into it
  email text NOT NULL,                -- where the link was sent
  created timestamptz NOT NULL DEFAULT now(),
  expires timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_merge_requests_survivor ON account_merge_requests (survivor_id, created DESC);
