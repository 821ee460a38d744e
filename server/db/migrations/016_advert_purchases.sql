-- Impressions bought for billboard adverts by card. A purchase holds the payment intent of the payments
-- provider (Stripe, or the local test ledger below); the intent uses manual capture, so the money is only
-- taken when staff approve the advert and released when they reject it.
CREATE TABLE advert_purchases (
  intent_id text PRIMARY KEY,
  advert_id text NOT NULL REFERENCES adverts (id) ON DELETE CASCADE,
  owner_id text NOT NULL,
  client_secret text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0 AND quantity <= 1000000),
  amount integer NOT NULL CHECK (amount >= 0),
  currency text NOT NULL,
  -- open: amount may still change; confirming: a card is being charged; requires_action: waiting for the
  -- card holder's confirmation; authorized: money held until the staff decision; capturing / releasing: the
  -- decision is being carried out; captured, released, failed, canceled: done.
  status text NOT NULL CHECK (status IN ('open', 'confirming', 'requires_action', 'authorized', 'capturing',
    'releasing', 'captured', 'released', 'failed', 'canceled')),
  failure text,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX advert_purchases_advert ON advert_purchases (advert_id, created DESC);
-- At most one purchase of an advert is being paid or waits for its decision, so two purchases started at
-- the same time cannot both hold money.
CREATE UNIQUE INDEX advert_purchases_active ON advert_purchases (advert_id)
  WHERE status IN ('confirming', 'requires_action', 'authorized', 'capturing', 'releasing');

-- The local payments provider's payment intents and card payment methods (a test ledger; with Stripe
-- configured these stay empty). No card number is kept: only the brand of test card and its last digits.
CREATE TABLE local_payment_methods (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  -- which test card: success, decline or authenticate (requires the card holder's confirmation)
  behaviour text NOT NULL CHECK (behaviour IN ('success', 'decline', 'authenticate')),
  last4 text NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE local_payment_intents (
  id text PRIMARY KEY,
  client_secret text NOT NULL UNIQUE,
  user_id text NOT NULL,
  amount integer NOT NULL CHECK (amount >= 0),
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('requires_payment_method', 'requires_action', 'requires_capture',
    'succeeded', 'canceled')),
  payment_method text REFERENCES local_payment_methods (id),
  failure text,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now()
);
