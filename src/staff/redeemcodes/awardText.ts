/** How the staff redeem codes page words a code's award and what a use gave (names, never raw ids). */
import type { RedeemAward, RedeemUnlocked } from '../../dataProvider/redeemCodes';
import { planTypeName } from '../../lib/plan';
import { REDEEM_CODE_TEXTS as T } from './texts';

/** A code's award: "100 MC", "Metaverse (Premium)", "Apartment in Tall Tower" (the building's name when known). */
export function awardText(award: RedeemAward, buildingName?: string): string {
  if (award.kind === 'metacoin') return T.metacoinAward(award.amount);
  if (award.kind === 'domain') return T.domainAward(planTypeName(award.plan));
  return T.apartmentAward(buildingName ?? T.unknownBuilding);
}

/** What one use gave: the apartment's building, the new metaverse's name, or the metacoin. */
export function unlockedText(unlocked: RedeemUnlocked): string {
  if ('building_slot' in unlocked) return T.apartmentAward(unlocked.location_name);
  if ('domain' in unlocked) return T.domainGiven(unlocked.domain_name);
  return T.metacoinAward(unlocked.metacoin);
}
