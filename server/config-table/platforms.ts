/**
 * Rows of the configuration table (`server/config-table.ts`): the outside platforms that replace a local
 * provider when configured: the headset platform, Google Drive and Vimeo, and Ant Media Server for streaming
 * (with the local relay's own settings).
 */
import type { ConfigRow } from './types.ts';

/** Headset, cloud drives and streaming, in the order `docs/configuration.md` shows them. */
export const PLATFORM_ROWS = [
  {
    variables: [
      {
        name: 'OCULUS_APP_ID',
        parse: { kind: 'string', match: { pattern: /^\d+$/, rule: 'the numeric app id' } },
      },
      { name: 'OCULUS_APP_SECRET', parse: { kind: 'string' } },
      {
        name: 'HEADSET_DEEPLINK_URL',
        parse: {
          kind: 'string',
          match: { pattern: /^https?:\/\/.*\{msgid\}/s, rule: 'an http(s) URL containing {msgid}' },
        },
      },
      { name: 'OCULUS_GRAPH_URL', parse: { kind: 'url' }, default: 'https://graph.oculus.com' },
    ],
    meaning:
      'launch in VR and look up headset events (promotion) through the headset platform instead of the local headset provider (all of the first three together)',
    together: true,
  },
  {
    variables: [
      { name: 'GOOGLE_CLIENT_ID', parse: { kind: 'string' } },
      { name: 'GOOGLE_CLIENT_SECRET', parse: { kind: 'string' } },
    ],
    meaning:
      'link Google Drive (cloud files) through OAuth instead of a local drive (both together); register `{PUBLIC_URL}/v2/oauth/callback` as the redirect URI',
    together: true,
  },
  {
    variables: [
      {
        name: 'GOOGLE_AUTH_URL',
        parse: { kind: 'url' },
        default: 'https://accounts.google.com/o/oauth2/v2/auth',
        providerDefault: true,
      },
      {
        name: 'GOOGLE_TOKEN_URL',
        parse: { kind: 'url' },
        default: 'https://oauth2.googleapis.com/token',
        providerDefault: true,
      },
      {
        name: 'GOOGLE_DRIVE_API_URL',
        parse: { kind: 'url' },
        default: 'https://www.googleapis.com/drive/v3',
        providerDefault: true,
      },
    ],
    meaning: "Google's consent page, token endpoint and Drive API (tests point them at stand-ins)",
  },
  {
    variables: [
      { name: 'VIMEO_CLIENT_ID', parse: { kind: 'string' } },
      { name: 'VIMEO_CLIENT_SECRET', parse: { kind: 'string' } },
    ],
    meaning:
      'link Vimeo (video) through OAuth instead of a local video drive (both together); same redirect URI',
    together: true,
  },
  {
    variables: [
      {
        name: 'VIMEO_API_URL',
        parse: { kind: 'url' },
        default: 'https://api.vimeo.com',
        providerDefault: true,
      },
    ],
    meaning: "Vimeo's API; consent at `{base}/oauth/authorize`, tokens at `{base}/oauth/access_token`",
  },
  {
    variables: [
      { name: 'STREAM_SERVER_URL', parse: { kind: 'url' } },
      { name: 'STREAM_SERVER_SECRET', parse: { kind: 'string', minLength: 32 }, secret: true },
    ],
    meaning:
      "stream to VR through this Ant Media Server application (`https://host:5443/LiveApp`) with its JWT stream security secret, instead of the server's own relay (both together)",
    together: true,
  },
  {
    variables: [
      {
        name: 'STREAM_STUN_URL',
        parse: { kind: 'string', match: { pattern: /^stuns?:[^\s]+$/, rule: 'a stun: or stuns: address' } },
      },
    ],
    meaning:
      "STUN server the browsers' stream connections use (none: the local relay needs none on one network)",
  },
  {
    variables: [
      {
        name: 'STREAM_RELAY_ADDRESS',
        parse: { kind: 'string', match: { pattern: /^[0-9a-fA-F.:]+$/, rule: 'an IP address' } },
        defaultText: "the machine's own addresses",
      },
    ],
    meaning:
      'the one address the local relay offers browsers for media (its public address, or `127.0.0.1` on one machine)',
  },
] as const satisfies readonly ConfigRow[];
