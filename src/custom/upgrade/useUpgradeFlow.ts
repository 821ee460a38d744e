import { useCallback, useEffect, useReducer } from 'react';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import {
  afterFailure,
  IDLE,
  nextState,
  type FlowContext,
  type FlowEvent,
  type FlowState,
} from '../../lib/upgradeFlow';
import { paths } from '../../paths';

type Action = FlowEvent | { type: 'callFailed'; message: string };

/**
 * Runs the plan upgrade flow (src/lib/upgradeFlow.ts) for a metaverse: each working state makes its call and
 * feeds the answer back; the endings redirect to the checkout, reload, or return to the metaverse.
 */
export function useUpgradeFlow(domain: string, uri: string, context: FlowContext) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const { isOwner, hasSubscription } = context;
  const reducer = useCallback(
    (state: FlowState, action: Action): FlowState => {
      const ctx = { isOwner, hasSubscription };
      return action.type === 'callFailed'
        ? afterFailure(state, action.message, ctx)
        : nextState(state, action, ctx);
    },
    [isOwner, hasSubscription],
  );
  const [state, dispatch] = useReducer(reducer, IDLE);

  useEffect(() => {
    let current = true;
    const send = (action: Action) => {
      if (current) dispatch(action);
    };
    const fail = (error: unknown) =>
      send({ type: 'callFailed', message: error instanceof Error ? error.message : String(error) });
    const request = (choice: { plan: string; priceId?: string }) => ({
      domain,
      plan: choice.plan,
      priceId: choice.priceId ?? '',
    });
    switch (state.kind) {
      case 'checkout':
        dataProvider
          .createUpgradeSession(request(state.choice))
          .then((session) => send({ type: 'checkoutCreated', url: session.url }), fail);
        break;
      case 'quote':
        dataProvider.getUpgradeProration(request(state.choice)).then((reply) => {
          const quote =
            reply.lines && reply.total !== undefined && reply.currency
              ? { lines: reply.lines.data, total: reply.total, currency: reply.currency }
              : undefined;
          send({ type: 'quoted', ...(reply.error && { error: reply.error }), ...(quote && { quote }) });
        }, fail);
        break;
      case 'upgrade':
        dataProvider
          .upgradeSubscription(request(state.choice))
          .then((reply) => send({ type: 'upgraded', ...(reply.error && { error: reply.error }) }), fail);
        break;
      case 'cancel':
        dataProvider
          .cancelSubscription(domain)
          .then((reply) => send({ type: 'canceled', ...(reply.error && { error: reply.error }) }), fail);
        break;
      case 'setPlan':
        dataProvider.setPlan(domain, 'free').then(() => send({ type: 'planSet' }), fail);
        break;
      case 'sync':
        dataProvider.syncSubscription(domain).then(() => send({ type: 'synced' }), fail);
        break;
      case 'redirect':
        // The checkout may be another site (Stripe), so this is a full navigation.
        window.location.assign(state.url);
        break;
      case 'reload':
        window.location.reload();
        break;
      case 'done':
        navigate(paths.domain.home(uri));
        break;
      default:
        break;
    }
    return () => {
      current = false;
    };
  }, [state, dataProvider, domain, uri, navigate]);

  return { state, dispatch: dispatch as (event: FlowEvent) => void };
}
