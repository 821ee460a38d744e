/**
 * The user's place in each metaverse (owner-console.md §2.5): rows are grouped owned, managed-only and
 * member-only, and labelled Owner, Manager, Member or Unknown.
 */
import type { Domain } from '../api/types';

export type MembershipLabel = 'Owner' | 'Manager' | 'Member' | 'Unknown';

/** The membership label of `domain` for the user `userId`. */
export function membershipLabel(domain: Domain, userId: string): MembershipLabel {
  if (domain.owner === userId) return 'Owner';
  if (!domain.domainPermissions) return 'Unknown';
  if (domain.domainPermissions.includes('manage_domain')) return 'Manager';
  return 'Member';
}

export interface DomainGroups {
  owned: Domain[];
  managed: Domain[];
  member: Domain[];
}

/**
 * Names in natural order ("Metaverse 2" before "Metaverse 10"), made on first use. One collator for every
 * comparison: `localeCompare` with options makes a new one on each call. Its first use still loads the browser's
 * collation data, which names people write in any language need.
 */
let naturalOrder: Intl.Collator | null = null;

/** Splits the user's domains into owned, managed-only and member-only, each sorted by name. */
export function groupDomains(domains: readonly Domain[], userId: string): DomainGroups {
  const groups: DomainGroups = { owned: [], managed: [], member: [] };
  for (const domain of domains) {
    const label = membershipLabel(domain, userId);
    if (label === 'Owner') groups.owned.push(domain);
    else if (label === 'Manager') groups.managed.push(domain);
    else groups.member.push(domain);
  }
  naturalOrder ??= new Intl.Collator('en', { numeric: true });
  const { compare } = naturalOrder;
  const byName = (a: Domain, b: Domain) => compare(a.name, b.name) || compare(a.uri, b.uri);
  groups.owned.sort(byName);
  groups.managed.sort(byName);
  groups.member.sort(byName);
  return groups;
}

/**
 * The domain the console works on (owner-console.md §4): the remembered selection if the user still belongs to
 * it, else the first owned domain, else the first membership, else none.
 */
export function pickCurrentDomain(
  domains: readonly Domain[],
  userId: string,
  rememberedId: string | null,
): Domain | null {
  const remembered = rememberedId ? domains.find((d) => d.id === rememberedId) : undefined;
  if (remembered) return remembered;
  return domains.find((d) => d.owner === userId) ?? domains[0] ?? null;
}
