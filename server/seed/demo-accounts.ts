/**
 * The demo accounts (one per role, then one per screen state worth seeing) and their user documents. Shown on
 * the sign-in page in demo mode (`/config.json`), each with what it is for, and used by the tests. Their
 * second accounts are in `demo-twins.ts`, the metaverses they own in `demo-domains.ts`.
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
