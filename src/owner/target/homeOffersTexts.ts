/**
 * Texts of the Home Location card (single-target-and-flows.md §2, §4, §9). The specification names the card,
 * the switch and the columns without their words: these are ours.
 */
import { formatNumber } from '../../lib/formatNumber';
export const HOME_OFFERS_TEXTS = {
  title: 'Home Location',
  allowOffers: 'Allow offers',
  refusing: 'Offers are turned off: nobody can make an offer for your apartment, and you cannot accept one.',
  allowFailed: 'Your choice could not be saved. Try again.',
  offers: 'Offers received',
  noOffers: 'There are no offers for your apartment yet.',
  from: 'From',
  unknownSender: 'Someone',
  amount: 'Amount',
  fees: 'Fees',
  youGet: 'You get',
  received: 'Received',
  actions: 'Actions',
  accept: 'Accept',
  decline: 'Decline',
  acceptNamed: (name: string) => `Accept the offer from ${name}`,
  declineNamed: (name: string) => `Decline the offer from ${name}`,
  declineFailed: 'The offer could not be declined. Try again.',
  acceptTitle: 'Accept this offer?',
  acceptText: (name: string, gets: number) =>
    `Your apartment goes to ${name || 'the sender'} and you get ${formatNumber(gets)} MC. Every other offer goes back to its sender.`,
  mc: (amount: number) => `${formatNumber(amount)} MC`,
} as const;
