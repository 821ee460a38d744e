/**
 * Rules of the home/offers card (single-target-and-flows.md §2, §3, §9) that the console and the server both
 * apply.
 */

/** What the receiver of an offer gets when they accept it: the amount minus the fees, never below nothing. */
export function offerProceeds(offer: { amount: number; fees: number }): number {
  return Math.max(0, offer.amount - Math.max(0, offer.fees));
}

/** Whether a location's template makes it an apartment (single-target-and-flows.md §3: names containing apartment or penthouse matter). */
export function isApartmentTemplate(template: string | undefined): boolean {
  return /apartment|penthouse/i.test(template ?? '');
}

/**
 * Whether the location is the user's home (single-target-and-flows.md §2: the user's homelocation equals the location), by its path or its
 * id.
 */
export function isHomeOf(user: { homelocation?: string }, location: { id: string; path?: string }): boolean {
  return !!user.homelocation && (user.homelocation === location.path || user.homelocation === location.id);
}
