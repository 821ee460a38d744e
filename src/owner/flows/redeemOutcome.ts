import type { RedeemResult } from '../../dataProvider/flows';
import { paths } from '../../paths';
import { FLOW_TEXTS } from './texts';

const T = FLOW_TEXTS.redeem;

export interface RedeemSuccess {
  text: string;
  /** The button to the award's metaverse page; none for an award of another kind or without a metaverse. */
  button?: { label: string; href: string };
}

/** The success dialog's sentence and button for what was unlocked (single-target-and-flows.md §4 Redeem flow). */
export function redeemSuccess(unlocked: RedeemResult['unlocked']): RedeemSuccess {
  const to = (uri: string, label: string) => (uri ? { button: { label, href: paths.domain.home(uri) } } : {});
  if (unlocked && 'building_slot' in unlocked)
    return { text: T.apartment(unlocked.location_name), ...to(unlocked.location_uri, T.apartmentButton) };
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
