/**
 * What the demo accounts own: the demo owner's six metaverses, one per plan state, the metaverses that give
 * the state demo accounts their state, and the roles of the other demo accounts in the owner's metaverses.
 */
import { demoUserId } from './demo-accounts.ts';
import { DEMO_TWINS, demoTwinId } from './demo-twins.ts';
import { at, DAY, HOUR, stableId } from './random.ts';

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
