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

-- Redeem codes: each awards one thing, to up to max_uses accounts (once each), until it expires.
-- award: {"kind": "building_slot", "building": id} | {"kind": "domain", "plan": type} |
--        {"kind": "metacoin", "amount": n}
CREATE TABLE redeem_codes (
  code text PRIMARY KEY,              -- upper case; what users type is upper-cased before the lookup
  award jsonb NOT NULL,
  max_uses integer NOT NULL CHECK (max_uses >= 1),
  uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0 AND uses <= max_uses),
  expires timestamptz,
  batch text,                         -- codes created together share it
  note text NOT NULL DEFAULT '',
  created_by text NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX redeem_codes_created ON redeem_codes (created DESC, code);

-- Who redeemed which code when, and what they were given (the reply repeats it when they redeem again).
CREATE TABLE redeem_code_uses (
  code text NOT NULL REFERENCES redeem_codes (code) ON DELETE CASCADE,
  user_id text NOT NULL,
  ts timestamptz NOT NULL DEFAULT now(),
  unlocked jsonb NOT NULL,
  PRIMARY KEY (code, user_id)
);
CREATE INDEX redeem_code_uses_user ON redeem_code_uses (user_id, ts DESC);

-- Failed redeem attempts per user and per client address are counted in sign_in_limits (migration 012)
-- under their own key kinds, with the same fixed windows.
