import type { RedeemResult } from '../../dataProvider/flows';
import { paths } from '../../paths';
import { FLOW_TEXTS } from './texts';

const T = FLOW_TEXTS.redeem;

export interface RedeemSuccess {
  text: string;
  /**
   * The button to the award: an apartment's location page, a metaverse's page; none for an award of another
   * kind or without a metaverse.
   */
  button?: { label: string; href: string };
}

type Unlocked = NonNullable<RedeemResult['unlocked']>;
type Apartment = Extract<Unlocked, { building_slot: number }>;

/**
 * Where an apartment is customised: its location's page. An award from before apartments were locations of
 * their own names only a path (`{uri}/…`, or the metaverse's uri): its metaverse's page then.
 */
function apartmentHref(apartment: Apartment): string | null {
  if (apartment.domain_uri && apartment.location)
    return paths.domain.entity(apartment.domain_uri, 'locations', apartment.location);
  const uri = apartment.location_uri.split('/')[0];
  return uri ? paths.domain.home(uri) : null;
}

/** The success dialog's sentence and button for what was unlocked (single-target-and-flows.md §4 Redeem flow). */
export function redeemSuccess(unlocked: RedeemResult['unlocked']): RedeemSuccess {
  const to = (uri: string, label: string) => (uri ? { button: { label, href: paths.domain.home(uri) } } : {});
  if (unlocked && 'building_slot' in unlocked) {
    const href = apartmentHref(unlocked);
    return {
      text: T.apartment(unlocked.location_name),
      ...(href && { button: { label: T.apartmentButton, href } }),
    };
  }
  if (unlocked && 'domain' in unlocked)
    return { text: T.domain(unlocked.domain_uri), ...to(unlocked.domain_uri, T.metaverseButton) };
  if (unlocked && 'metacoin' in unlocked)
    return { text: T.metacoin(unlocked.metacoin), ...to(unlocked.domain_uri, T.metaverseButton) };
  return { text: T.other };
}

/** Whether the path's code can be sent (`/redeemcode/{code}`: letters, digits and dashes). */
export function isRedeemCode(code: string | undefined): code is string {
  return !!code && /^[A-Za-z0-9-]{1,64}$/.test(code);
}

/** Codes shorter than this need a linked headset account (single-target-and-flows.md §5). */
export const HEADSET_CODE_LENGTH = 12;
