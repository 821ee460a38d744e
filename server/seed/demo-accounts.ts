/**
 * The demo accounts (one per role) and the demo owner's six metaverses, one per plan state.
 * Shown on the sign-in page in demo mode (`/config.json`) and used by the tests.
 */
import type { SeedDocument } from './insert.ts';
import { at, DAY, HOUR, MINUTE, stableId } from './random.ts';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo-password';

/** A demo sign-in: `<role>@demo.test`. */
export interface DemoAccount {
  email: string;
  role: 'superuser' | 'admin' | 'developer' | 'tester' | 'owner' | 'manager' | 'host' | 'member';
  nickname: string;
  permissions: readonly string[];
}

/** The demo accounts, most privileged first. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'superuser@demo.test', role: 'superuser', nickname: 'Demo Superuser', permissions: ['superuser'] },
  {
    email: 'admin@demo.test',
    role: 'admin',
    nickname: 'Demo Admin',
    permissions: [
      'administrator',
      'admin_read_entities',
      'admin_write_entities',
      'admin_edit_permissions',
      'admin_approvals',
      'admin_build',
      'admin_stats_graphs',
      'admin_stats_spenders',
      'admin_read_files',
    ],
  },
  {
    email: 'developer@demo.test',
    role: 'developer',
    nickname: 'Demo Developer',
    permissions: ['developer', 'create_domains'],
  },
  { email: 'tester@demo.test', role: 'tester', nickname: 'Demo Tester', permissions: ['tester'] },
  {
    email: 'owner@demo.test',
    role: 'owner',
    nickname: 'Demo Owner',
    permissions: ['create_domains', 'create_events', 'create_locations'],
  },
  { email: 'manager@demo.test', role: 'manager', nickname: 'Demo Manager', permissions: [] },
  { email: 'host@demo.test', role: 'host', nickname: 'Demo Host', permissions: [] },
  { email: 'member@demo.test', role: 'member', nickname: 'Demo Member', permissions: [] },
];

/** The id of a demo account's user document. */
export function demoUserId(email: string): string {
  return stableId('user', email);
}

/** The local identity subject of a demo account (its `auth0userid` is `auth0|<subject>`). */
export function demoSubject(email: string): string {
  return stableId('identity', email);
}

/** The user document of a demo account; `index` orders them (0 = most recently updated). */
export function demoUserDocument(account: DemoAccount, index: number, now: Date): SeedDocument {
  return {
    id: demoUserId(account.email),
    name: `demo_${account.role}`,
    nickname: account.nickname,
    email: account.email,
    permissions: [...account.permissions],
    auth0userid: `auth0|${demoSubject(account.email)}`,
    acceptedtandcs: true,
    currency: account.role === 'owner' ? 25_000 : 5_000,
    inescrow: 0,
    showdeveloper: account.role === 'developer',
    homelocation: 'demo-free/locations/home',
    created: at(now, -400 * DAY + index * HOUR),
    timestamp: at(now, -index * MINUTE),
  };
}

/** Plan states of the demo metaverses. */
export interface DemoDomain {
  uri: string;
  name: string;
  plan: { type: string; plan: string; trialend?: string; activated: boolean };
  domainaccess: 'public' | 'invite_only';
}

/** The six metaverses of owner@demo.test, one per plan state. */
export function demoDomains(now: Date): DemoDomain[] {
  return [
    {
      uri: 'demo-free',
      name: 'Demo Free',
      plan: { type: 'free', plan: 'free', activated: true },
      domainaccess: 'public',
    },
    {
      uri: 'demo-trial',
      name: 'Demo Trial',
      plan: { type: 'premium', plan: 'premium-trial', trialend: at(now, 3 * DAY), activated: true },
      domainaccess: 'invite_only',
    },
    {
      uri: 'demo-expired',
      name: 'Demo Expired',
      plan: { type: 'premium', plan: 'premium-trial', trialend: at(now, -2 * DAY), activated: false },
      domainaccess: 'invite_only',
    },
    {
      uri: 'demo-premium',
      name: 'Demo Premium',
      plan: { type: 'premium', plan: 'premium-stripe', activated: true },
      domainaccess: 'public',
    },
    {
      uri: 'demo-business',
      name: 'Demo Business',
      plan: { type: 'business', plan: 'business-stripe', activated: true },
      domainaccess: 'invite_only',
    },
    {
      uri: 'demo-enterprise',
      name: 'Demo Enterprise',
      plan: { type: 'enterprise', plan: 'enterprise-custom', activated: true },
      domainaccess: 'invite_only',
    },
  ];
}

/** The id of a domain document from its uri. */
export function domainId(uri: string): string {
  return stableId('domain', uri);
}

/** Domain roles of the other demo accounts in each of the owner's metaverses. */
export const DEMO_MEMBER_ROLES: Readonly<Record<string, readonly string[]>> = {
  'manager@demo.test': ['manage_domain'],
  'host@demo.test': ['host'],
  'member@demo.test': [],
};

/** The owner's own membership in a metaverse. */
export const OWNER_PERMISSIONS: readonly string[] = ['manage_domain', 'host'];
