/** Texts of the redeem calls (single-target-and-flows.md §4 Redeem flow, §8). */
import { COMMON_TEXTS } from '../../../common/texts.ts';

export const REDEEM_TEXTS = {
  redeemed: 'Code redeemed',
  notYours: 'You can only redeem codes for your own account',
  unknown: 'This code does not exist. Please check it and try again.',
  expired: 'This code has expired.',
  usedUp: 'This code has already been used.',
  needsHeadset: COMMON_TEXTS.redeemNeedsHeadset,
  noApartment: 'There is no apartment left to award with this code. Please contact us.',
  /** The name users read of an awarded apartment location. */
  apartmentNickname: (building: string) => `Apartment at ${building}`,
  codeTaken: (code: string) => `The code ${code} already exists`,
  codeWithCount: 'A chosen code can only be created on its own (count 1)',
  noBuilding: 'That building does not exist',
  notFound: 'Redeem code not found',
} as const;
