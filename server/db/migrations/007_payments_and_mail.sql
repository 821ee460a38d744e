-- Mail outbox, payment subscriptions and checkout sessions of the local payments provider, and invite links.

-- Every message the server sends. The local mail provider only writes here (staff read it at /admin/outbox);
-- the SMTP provider also writes here, with the delivery result, so staff can see what went out.
CREATE TABLE mail_outbox (
  id text PRIMARY KEY,
  ts timestamptz NOT NULL DEFAULT now(),
  to_address text NOT NULL,
  reply_to text,
  subject text NOT NULL,
  body text NOT NULL,
  transport text NOT NULL,            -- local or smtp
  error text                          -- the SMTP failure, when delivery failed
);
CREATE INDEX mail_outbox_ts ON mail_outbox (ts DESC, id DESC);

-- Invites to a metaverse: one shared link per metaverse (kind shared) and single-use invites sent by email.
-- The secret goes into /acceptinvite?domain={uri}&secret={secret}.
CREATE TABLE domain_invites (
  secret text PRIMARY KEY,
  domain_id text NOT NULL REFERENCES domains (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('shared', 'singleuse')),
  email text,                         -- single-use invites: the address it was sent to
  created_by text NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  used_by text                        -- single-use invites: who accepted it
);
CREATE UNIQUE INDEX domain_invites_shared ON domain_invites (domain_id) WHERE kind = 'shared';
CREATE INDEX domain_invites_domain ON domain_invites (domain_id, created DESC);

-- Users removed from a metaverse with "block": they cannot rejoin through an invite.
CREATE TABLE domain_blocks (
  domain_id text NOT NULL REFERENCES domains (id) ON DELETE CASCADE,
  user_id text NOT NULL,
  blocked_by text NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (domain_id, user_id)
);

-- The local payments provider's records (a test ledger; with Stripe configured these stay empty).
-- Checkout sessions: created by createupgradesession, completed on the local checkout page.
CREATE TABLE payment_checkouts (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  domain_id text NOT NULL,
  price_id text NOT NULL,
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
  created timestamptz NOT NULL DEFAULT now()
);

-- Subscriptions: one price per subscription, billed for [period_start, period_end).
CREATE TABLE payment_subscriptions (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  domain_id text NOT NULL,
  price_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'past_due', 'canceled')),
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_subscriptions_domain ON payment_subscriptions (domain_id, created DESC);
CREATE INDEX payment_subscriptions_user ON payment_subscriptions (user_id);

-- Every amount charged or credited, in the smallest currency unit (cents).
CREATE TABLE payment_charges (
  id text PRIMARY KEY,
  subscription_id text NOT NULL REFERENCES payment_subscriptions (id),
  ts timestamptz NOT NULL DEFAULT now(),
  amount bigint NOT NULL,
  currency text NOT NULL,
  description text NOT NULL
);
CREATE INDEX payment_charges_subscription ON payment_charges (subscription_id, ts);

-- Billing-portal visits of the local provider: the page shows this user's subscriptions and charges.
CREATE TABLE payment_portal_sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  return_url text NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);
