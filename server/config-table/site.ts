/**
 * Rows of the configuration table (`server/config-table.ts`): the console as its users meet it (the
 * environment's name, the support mailbox, its public address), payments (Stripe and advert prices) and mail.
 */
import type { ConfigRow } from './types.ts';

/** The site, payments and mail, in the order `docs/configuration.md` shows them. */
export const SITE_ROWS = [
  {
    variables: [{ name: 'ENVIRONMENT', parse: { kind: 'string' }, default: 'local' }],
    meaning:
      "environment name (`local`, `prod` or a test environment's), in `/config.json`: in `prod` the manage pages start on the Published release, elsewhere on Work In Progress, until the user picks one",
  },
  {
    variables: [{ name: 'SUPPORT_EMAIL', parse: { kind: 'string' }, default: 'support@multiverse.local' }],
    meaning: 'mailbox that receives Contact Us messages (through the mail provider)',
  },
  {
    variables: [{ name: 'PUBLIC_URL', parse: { kind: 'url' }, defaultText: "the request's own origin" }],
    meaning:
      "the console's address as users see it: invite links, mails, payment and OAuth return addresses; an https address also turns on HSTS; the console's pages then open only at this host (another name gets a page saying the environment cannot be determined, with a link here; the API answers any host)",
  },
  {
    variables: [{ name: 'STRIPE_SECRET_KEY', parse: { kind: 'string' } }],
    meaning: 'take payments through Stripe instead of the local test ledger',
  },
  {
    variables: [{ name: 'STRIPE_PUBLISHABLE_KEY', parse: { kind: 'string' } }],
    meaning:
      "with `STRIPE_SECRET_KEY`, the advert purchase dialog's card form is Stripe Elements with this key (without it, buying impressions is off while Stripe is on)",
  },
  {
    variables: [
      {
        name: 'STRIPE_API_URL',
        parse: { kind: 'url' },
        default: 'https://api.stripe.com',
        providerDefault: true,
      },
    ],
    meaning:
      "with `STRIPE_SECRET_KEY`, the address of Stripe's API the server calls, as scheme, host and port only (the SDK adds its own paths); tests point it at a local stand-in",
  },
  {
    variables: [
      { name: 'ADVERT_IMPRESSION_UNIT', parse: { kind: 'int', min: 1, max: 1000000 }, default: '1000' },
      { name: 'ADVERT_UNIT_PRICE', parse: { kind: 'int', min: 1, max: 100000000 }, default: '500' },
      {
        name: 'ADVERT_CURRENCY',
        parse: {
          kind: 'string',
          match: { pattern: /^[a-z]{3}$/, rule: 'a three-letter lowercase currency code' },
        },
        default: 'usd',
      },
    ],
    meaning:
      "advert impressions are sold in units of this many, each unit at this price in the currency's smallest unit (cents)",
  },
  {
    variables: [
      { name: 'SMTP_URL', parse: { kind: 'string' } },
      { name: 'MAIL_FROM', parse: { kind: 'string' }, default: 'Multiverse <no-reply@multiverse.local>' },
    ],
    meaning: 'deliver mail through this relay instead of keeping it in the local outbox',
  },
] as const satisfies readonly ConfigRow[];
