/**
 * The plan catalogue (owner-console.md §3 Plan offer, §9): ranks, prices and what each plan allows.
 * Prices are in US cents; a plan has a monthly and an annual price id, except free (no price: changed
 * directly) and enterprise (a customised setup: contact us).
 */
import { isPlanType, PLAN_RANKS, type PlanType } from '../../../common/plans.ts';

export { isPlanType, PLAN_RANKS, type PlanType };

export interface Capabilities {
  canStream: boolean;
  canInviteByLink: boolean;
  canInviteByEmail: boolean;
  canManageRoles: boolean;
  /** 0 = no limit. */
  maxMembers: number;
  /** Storage quota in bytes (owner-console.md §9: 0.25 / 5 / 20 / 32 / 128 GB). */
  storageBytes: number;
  /**
   * How many AI agents (bot actors) a metaverse or location may have (ours: the spec names max_actors without
   * values); 0 means the plan needs an upgrade to manage AI agents.
   */
  maxActors: number;
}

const GB = 1_073_741_824;

/**
 * Free: unlimited members, no invites or roles. Managers from premium; link invites for paid plans
 * ("Only paid metaverses can create invites"); email invites on business and enterprise (what the dialog says).
 */
export const CAPABILITIES: Record<PlanType, Capabilities> = {
  free: {
    canStream: false,
    canInviteByLink: false,
    canInviteByEmail: false,
    canManageRoles: false,
    maxMembers: 0,
    storageBytes: GB / 4,
    maxActors: 0,
  },
  premium: {
    canStream: false,
    canInviteByLink: true,
    canInviteByEmail: false,
    canManageRoles: true,
    maxMembers: 0,
    storageBytes: 5 * GB,
    maxActors: 1,
  },
  professional: {
    canStream: true,
    canInviteByLink: true,
    canInviteByEmail: false,
    canManageRoles: true,
    maxMembers: 0,
    storageBytes: 20 * GB,
    maxActors: 2,
  },
  business: {
    canStream: true,
    canInviteByLink: true,
    canInviteByEmail: true,
    canManageRoles: true,
    maxMembers: 100,
    storageBytes: 32 * GB,
    maxActors: 3,
  },
  paperclip: {
    canStream: true,
    canInviteByLink: true,
    canInviteByEmail: true,
    canManageRoles: true,
    maxMembers: 100,
    storageBytes: 32 * GB,
    maxActors: 3,
  },
  enterprise: {
    canStream: true,
    canInviteByLink: true,
    canInviteByEmail: true,
    canManageRoles: true,
    maxMembers: 0,
    storageBytes: 128 * GB,
    maxActors: 5,
  },
};

export type Interval = 'month' | 'year';

export interface Price {
  id: string;
  plan: PlanType;
  interval: Interval;
  /** Cents per interval. */
  amount: number;
  currency: 'usd';
}

export interface PlanEntry {
  type: PlanType;
  name: string;
  monthly?: Price;
  annual?: Price;
}

function priced(type: PlanType, name: string, monthly: number, annual: number): PlanEntry {
  return {
    type,
    name,
    monthly: { id: `price_${type}_monthly`, plan: type, interval: 'month', amount: monthly, currency: 'usd' },
    annual: { id: `price_${type}_annual`, plan: type, interval: 'year', amount: annual, currency: 'usd' },
  };
}

/** The offered plans, in the order of the comparison (owner-console.md §2.7). */
export const PLANS: readonly PlanEntry[] = [
  { type: 'free', name: 'Free' },
  priced('premium', 'Premium', 2_900, 29_000),
  priced('professional', 'Professional', 7_900, 79_000),
  priced('business', 'Business', 19_900, 199_000),
  { type: 'enterprise', name: 'Enterprise' },
];

/** The catalogue price with this id, if any. */
export function findPrice(priceId: string): Price | undefined {
  for (const plan of PLANS) {
    if (plan.monthly?.id === priceId) return plan.monthly;
    if (plan.annual?.id === priceId) return plan.annual;
  }
  return undefined;
}

export function planEntry(type: string): PlanEntry | undefined {
  return PLANS.find((plan) => plan.type === type);
}
