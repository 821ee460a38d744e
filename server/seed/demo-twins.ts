/**
 * The second accounts of the merge demo accounts: the same person (the same email address) signed in through
 * another provider, so that merging accounts can be shown refused (headset, paid) and working.
 */
import type { SeedDocument } from './insert.ts';
import { at, DAY, HOUR, stableId } from './random.ts';

/** A second account of the same person, signed in through another provider (a merge candidate). */
export interface DemoTwin {
  /** The demo account it shares its email address with. */
  of: string;
  nickname: string;
  /** Its identity-provider user id (`<provider>|<id>`). */
  auth0userid: string;
  user?: Readonly<Record<string, unknown>>;
}

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
