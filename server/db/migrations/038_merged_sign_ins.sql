-- The email and password sign-ins of accounts merged or linked into another (single-target-and-flows.md §4
-- Merge acceptance, Linking accounts). A merge removes the merged account's password sign-in; its address and
-- password hash are kept here so that someone who signs in with them is told where the account went (the
-- address of the account it was merged into) instead of "Wrong email or password". A row never opens a
-- session: the sign-in only reads it to choose that sentence.
CREATE TABLE merged_sign_ins (
  subject text PRIMARY KEY,           -- the removed local identity's subject
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE, -- the merged account (its tombstone)
  email text NOT NULL,                -- the address it signed in with
  password_hash text NOT NULL,        -- its password hash, as the identity held it
  merged timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX merged_sign_ins_email ON merged_sign_ins (lower(email), merged DESC);
