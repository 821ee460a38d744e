/**
 * The plan upgrade flow of owner-console.md §4 as a pure state machine. The page renders the state (dialogs,
 * a busy indicator) and runs the call a "working" state names, then feeds the answer back as an event.
 *
 * - No subscription: the owner goes to a card checkout; anyone else gets the needs-owner dialog.
 * - With a subscription: a proration quote; no_subscription → new checkout (owner); subscription_canceled →
 *   reload; otherwise a confirm dialog with the charges and total; confirming upgrades, then syncs. A failed
 *   quote tries a new checkout for the owner.
 * - A plan without a price id: changed directly without a subscription; with one, the owner cancels then
 *   syncs (others: needs-owner).
 * - A downgrade first asks for confirmation with a warning.
 */

export type OfferButton =
  'create' | 'trial' | 'buy' | 'upgrade' | 'downgrade' | 'contact' | 'comingsoon' | 'unavailable' | 'current';

/** What the user picked: the plan, its price for the chosen period (none for free) and the offer's button. */
export interface Choice {
  plan: string;
  priceId?: string;
  button: OfferButton;
}

export interface QuoteLine {
  amount: number;
  currency: string;
  description: string;
}

export interface Quote {
  lines: QuoteLine[];
  total: number;
  currency: string;
}

export interface FlowContext {
  isOwner: boolean;
  /** Whether the metaverse is known to have a paid subscription. */
  hasSubscription: boolean;
}

export type FlowState =
  | { kind: 'idle' }
  | { kind: 'contact' }
  | { kind: 'needsOwner' }
  | { kind: 'confirmDowngrade'; choice: Choice }
  | { kind: 'confirmProration'; choice: Choice; quote: Quote }
  // Working states: the page makes the named call.
  | { kind: 'checkout'; choice: Choice }
  | { kind: 'quote'; choice: Choice }
  | { kind: 'upgrade'; choice: Choice }
  | { kind: 'cancel'; choice: Choice }
  | { kind: 'setPlan'; choice: Choice }
  | { kind: 'sync' }
  // Endings the page carries out.
  | { kind: 'redirect'; url: string }
  | { kind: 'reload' }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

export type SubscriptionError = 'no_subscription' | 'subscription_canceled';

export type FlowEvent =
  | { type: 'choose'; choice: Choice }
  | { type: 'confirm' }
  | { type: 'dismiss' }
  | { type: 'checkoutCreated'; url: string }
  | { type: 'quoted'; error?: SubscriptionError; quote?: Quote }
  | { type: 'upgraded'; error?: SubscriptionError }
  | { type: 'canceled'; error?: SubscriptionError }
  | { type: 'synced' }
  | { type: 'planSet' }
  | { type: 'failed'; message: string };

export const IDLE: FlowState = { kind: 'idle' };

const WORKING = new Set<FlowState['kind']>(['checkout', 'quote', 'upgrade', 'cancel', 'setPlan', 'sync']);

/** True while a call is running (buttons are disabled). */
export function isWorking(state: FlowState): boolean {
  return WORKING.has(state.kind) || state.kind === 'redirect' || state.kind === 'reload';
}

/** Buttons that do nothing: the current plan and plans not on offer. */
function inert(button: OfferButton): boolean {
  return button === 'current' || button === 'comingsoon' || button === 'unavailable';
}

/** A new card checkout for the owner; anyone else needs the owner. */
function checkout(choice: Choice, context: FlowContext): FlowState {
  return context.isOwner ? { kind: 'checkout', choice } : { kind: 'needsOwner' };
}

/** After a downgrade is confirmed, or at once for any other change. */
function proceed(choice: Choice, context: FlowContext): FlowState {
  if (!choice.priceId) {
    if (!context.isOwner) return { kind: 'needsOwner' };
    return context.hasSubscription ? { kind: 'cancel', choice } : { kind: 'setPlan', choice };
  }
  if (!context.hasSubscription) return checkout(choice, context);
  return { kind: 'quote', choice };
}

/** The next state of the flow. Events that do not apply to the state leave it unchanged. */
export function nextState(state: FlowState, event: FlowEvent, context: FlowContext): FlowState {
  if (event.type === 'failed') return { kind: 'failed', message: event.message };
  if (event.type === 'dismiss') return isWorking(state) ? state : IDLE;
  switch (state.kind) {
    case 'idle':
    case 'failed':
      if (event.type !== 'choose') return state;
      if (event.choice.button === 'contact') return { kind: 'contact' };
      if (inert(event.choice.button)) return state;
      if (event.choice.button === 'downgrade') return { kind: 'confirmDowngrade', choice: event.choice };
      return proceed(event.choice, context);
    case 'confirmDowngrade':
      return event.type === 'confirm' ? proceed(state.choice, context) : state;
    case 'checkout':
      return event.type === 'checkoutCreated' ? { kind: 'redirect', url: event.url } : state;
    case 'quote':
      if (event.type !== 'quoted') return state;
      if (event.error === 'no_subscription') return checkout(state.choice, context);
      if (event.error === 'subscription_canceled') return { kind: 'reload' };
      if (!event.quote) return checkout(state.choice, context);
      return { kind: 'confirmProration', choice: state.choice, quote: event.quote };
    case 'confirmProration':
      if (event.type !== 'confirm') return state;
      return context.isOwner ? { kind: 'upgrade', choice: state.choice } : { kind: 'needsOwner' };
    case 'upgrade':
      if (event.type !== 'upgraded') return state;
      if (event.error === 'no_subscription') return checkout(state.choice, context);
      if (event.error === 'subscription_canceled') return { kind: 'reload' };
      return { kind: 'sync' };
    case 'cancel':
      if (event.type !== 'canceled') return state;
      if (event.error === 'no_subscription') return { kind: 'setPlan', choice: state.choice };
      return { kind: 'sync' };
    case 'setPlan':
      return event.type === 'planSet' ? { kind: 'done' } : state;
    case 'sync':
      return event.type === 'synced' ? { kind: 'done' } : state;
    default:
      return state;
  }
}

/**
 * What a failed call leads to: a failed quote tries a new checkout for the owner (owner-console.md §4); anything else
 * ends the flow with the error text.
 */
export function afterFailure(state: FlowState, message: string, context: FlowContext): FlowState {
  if (state.kind === 'quote' && context.isOwner) return { kind: 'checkout', choice: state.choice };
  return nextState(state, { type: 'failed', message }, context);
}
