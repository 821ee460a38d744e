/**
 * The demo accounts (one per role, then one per screen state worth seeing) and the demo owner's six
 * metaverses, one per plan state. Shown on the sign-in page in demo mode (`/config.json`), each with what it
 * is for, and used by the tests.
 */
import type { SeedDocument } from './insert.ts';
import { at, DAY, HOUR, MINUTE, stableId } from './random.ts';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo-password';

/** A demo sign-in: `<role>@demo.test`. */
export interface DemoAccount {
  email: string;
  role:
    | 'superuser'
    | 'admin'
    | 'developer'
    | 'tester'
    | 'owner'
    | 'manager'
    | 'host'
    | 'member'
    | 'social'
    | 'gamer'
    | 'pastdue'
    | 'trial'
    | 'newcomer'
    | 'headsettwin'
    | 'paidtwin'
    | 'noemail'
    | 'mergetwin'
    | 'devteam1'
    | 'devteam2'
    | 'devteam3'
    | 'devteam4';
  nickname: string;
  permissions: readonly string[];
  /** What the account shows (the sign-in page's description of it). */
  purpose: string;
  /** Fields of its user document that differ from a plain email/password account. */
  user?: Readonly<Record<string, unknown>>;
}

/** A second account of the same person, signed in through another provider (a merge candidate). */
export interface DemoTwin {
  /** The demo account it shares its email address with. */
  of: string;
  nickname: string;
  /** Its identity-provider user id (`<provider>|<id>`). */
  auth0userid: string;
  user?: Readonly<Record<string, unknown>>;
}

/** The demo accounts of each role, most privileged first. */
export const ROLE_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'superuser@demo.test',
    role: 'superuser',
    nickname: 'Demo Superuser',
    permissions: ['superuser'],
    purpose: 'Every staff permission: all staff pages and every metaverse',
  },
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
    purpose: 'Staff administrator: collections, approvals, featured list, build numbers',
  },
  {
    email: 'developer@demo.test',
    role: 'developer',
    nickname: 'Demo Developer',
    permissions: ['developer', 'create_domains'],
    purpose:
      'Developer: runs Demo Developer, so its sidebar has Landmarks and Stats; developer rows and links',
  },
  {
    email: 'tester@demo.test',
    role: 'tester',
    nickname: 'Demo Tester',
    permissions: ['tester'],
    purpose: 'Tester: developer identity and game-store rows on the profile',
  },
  {
    email: 'owner@demo.test',
    role: 'owner',
    nickname: 'Demo Owner',
    permissions: ['create_domains', 'create_events', 'create_locations'],
    purpose: 'Owns six metaverses, one per plan state; merging finds no other accounts',
  },
  {
    email: 'manager@demo.test',
    role: 'manager',
    nickname: 'Demo Manager',
    permissions: [],
    purpose: "Manages the demo owner's metaverses",
  },
  {
    email: 'host@demo.test',
    role: 'host',
    nickname: 'Demo Host',
    permissions: [],
    purpose: "Hosts in the demo owner's metaverses",
  },
  {
    email: 'member@demo.test',
    role: 'member',
    nickname: 'Demo Member',
    permissions: [],
    purpose: 'Plain member: no metaverse links in the sidebar',
  },
];

/**
 * The four developer-team accounts (DEVELOPER_LIST_EMAILS by default): managers of Demo Developer, whose
 * Members page also shows them the developer members list.
 */
export const DEVELOPER_TEAM_ACCOUNTS: readonly DemoAccount[] = ([1, 2, 3, 4] as const).map((n) => ({
  email: `devteam${n}@demo.test`,
  role: `devteam${n}` as const,
  nickname: `Demo Dev Team ${n}`,
  permissions: ['developer'],
  purpose: 'Developer team: manages Demo Developer, whose Members page also shows the developer members list',
}));

/** The demo accounts that each show one state of the screens (the walk-through). */
export const STATE_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'social@demo.test',
    role: 'social',
    nickname: 'Demo Social',
    permissions: [],
    purpose: 'Signed up through Google: no Merge Accounts in the menu; a merge check says not enabled yet',
    user: { auth0userid: 'google-oauth2|104729000000000000001' },
  },
  {
    email: 'gamer@demo.test',
    role: 'gamer',
    nickname: 'Demo Gamer',
    permissions: [],
    purpose: 'Has a Steam account: Launch in Steam',
    user: { steamaccount: '76561198000000001' },
  },
  {
    email: 'pastdue@demo.test',
    role: 'pastdue',
    nickname: 'Demo Past Due',
    permissions: [],
    purpose: 'Subscription past due: asked to Update Your Billing Info',
  },
  {
    email: 'trial@demo.test',
    role: 'trial',
    nickname: 'Demo Trial',
    permissions: [],
    purpose: 'A trial metaverse whose trial ends now: Expiring Now',
  },
  {
    email: 'newcomer@demo.test',
    role: 'newcomer',
    nickname: 'Demo Newcomer',
    permissions: [],
    purpose: 'Has not accepted the terms: sees the terms gate',
    user: { acceptedtandcs: false },
  },
  {
    email: 'headsettwin@demo.test',
    role: 'headsettwin',
    nickname: 'Demo Headset Twin',
    permissions: [],
    purpose: 'Two accounts linked to headsets: merging refused (headset)',
    user: { oculusaccount: '4210000000000001' },
  },
  {
    email: 'paidtwin@demo.test',
    role: 'paidtwin',
    nickname: 'Demo Paid Twin',
    permissions: [],
    purpose: 'Two accounts paying for subscriptions: merging refused (paid)',
  },
  {
    email: 'noemail@demo.test',
    role: 'noemail',
    nickname: 'Demo No Email',
    permissions: [],
    purpose: 'No email address on the account: merging fails with an unknown error',
    user: { email: undefined },
  },
  {
    email: 'mergetwin@demo.test',
    role: 'mergetwin',
    nickname: 'Demo Merge Twin',
    permissions: [],
    purpose: 'A second account of the same person through Google owns a metaverse: merging works',
  },
  ...DEVELOPER_TEAM_ACCOUNTS,
];

/** Every demo account: the roles, then the states. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [...ROLE_ACCOUNTS, ...STATE_ACCOUNTS];

/** The second accounts of the merge demo accounts, each under the same email address. */
export const DEMO_TWINS: readonly DemoTwin[] = [
  {
    of: 'headsettwin@demo.test',
    nickname: 'Headset Twin (Quest)',
    auth0userid: 'oculus|4210000000000002',
    user: { oculusaccount: '4210000000000002' },
  },
  {
    of: 'paidtwin@demo.test',
    nickname: 'Paid Twin (Google)',
    auth0userid: 'google-oauth2|104729000000000000002',
  },
  {
    of: 'mergetwin@demo.test',
    nickname: 'Merge Twin (Google)',
    auth0userid: 'google-oauth2|104729000000000000003',
    user: { currency: 1_500 },
  },
];

/** The id of a twin account's user document. */
export function demoTwinId(twin: DemoTwin): string {
  return stableId('user', twin.auth0userid);
}

/**
 * The user document of a twin account: another sign-in of the same person, never signed in with a password.
 * Its email address is on its provider identity (`demoTwinIdentity`), as a social sign-in records it; a user
 * record's email address is unique.
 */
export function demoTwinDocument(twin: DemoTwin, index: number, now: Date): SeedDocument {
  const role = twin.of.split('@')[0];
  return {
    id: demoTwinId(twin),
    name: `demo_${role}_2`,
    nickname: twin.nickname,
    permissions: [],
    auth0userid: twin.auth0userid,
    acceptedtandcs: true,
    currency: 0,
    inescrow: 0,
    showdeveloper: false,
    created: at(now, -200 * DAY + index * HOUR),
    timestamp: at(now, -200 * DAY + index * HOUR),
    ...twin.user,
  };
}

/** The provider identity of a twin account, carrying the email address it shares with its demo account. */
export function demoTwinIdentity(twin: DemoTwin): { provider: string; subject: string; email: string } {
  const [provider, subject] = twin.auth0userid.split('|');
  return { provider, subject, email: twin.of };
}

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
    ...account.user,
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

/** A metaverse of one of the state demo accounts (not the demo owner's). */
export interface StateDomain extends DemoDomain {
  /** The owner: a demo account's email, or a twin's identity-provider user id. */
  owner: string;
}

/** The metaverses that give the state demo accounts their state. */
export function stateDomains(now: Date): StateDomain[] {
  const premium = (plan: string, trialend?: string) => ({
    type: 'premium',
    plan,
    activated: true,
    ...(trialend && { trialend }),
  });
  return [
    {
      owner: 'developer@demo.test',
      uri: 'demo-developer',
      name: 'Demo Developer',
      plan: { type: 'free', plan: 'free', activated: true },
      domainaccess: 'public',
    },
    {
      owner: 'pastdue@demo.test',
      uri: 'demo-past-due',
      name: 'Demo Past Due',
      plan: premium('premium-stripe'),
      domainaccess: 'public',
    },
    {
      owner: 'trial@demo.test',
      uri: 'demo-expiring',
      name: 'Demo Expiring',
      plan: premium('premium-trial', at(now, -HOUR)),
      domainaccess: 'invite_only',
    },
    {
      owner: 'paidtwin@demo.test',
      uri: 'demo-paid-twin',
      name: 'Demo Paid Twin',
      plan: premium('premium-stripe'),
      domainaccess: 'public',
    },
    {
      owner: 'google-oauth2|104729000000000000002',
      uri: 'demo-paid-twin-google',
      name: 'Demo Paid Twin (Google)',
      plan: premium('premium-stripe'),
      domainaccess: 'public',
    },
    {
      owner: 'google-oauth2|104729000000000000003',
      uri: 'demo-merge-twin-google',
      name: 'Demo Merge Twin (Google)',
      plan: { type: 'free', plan: 'free', activated: true },
      domainaccess: 'public',
    },
  ];
}

/** The user id of a state metaverse's owner. */
export function stateDomainOwnerId(domain: StateDomain): string {
  const twin = DEMO_TWINS.find((candidate) => candidate.auth0userid === domain.owner);
  return twin ? demoTwinId(twin) : demoUserId(domain.owner);
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
