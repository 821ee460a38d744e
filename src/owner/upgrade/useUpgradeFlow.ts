import { useCallback, useEffect, useReducer } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePlanCall } from '../../dataProvider/payments.queries';
import {
  afterFailure,
  IDLE,
  nextState,
  type FlowContext,
  type FlowEvent,
  type FlowState,
} from '../../lib/upgradeFlow';
import { paths } from '../../paths';
import { reportSuccess } from '../../api/errors';
import { UPGRADE_TEXTS } from './texts';

type Action = FlowEvent | { type: 'callFailed'; message: string };

/**
 * Runs the plan upgrade flow (src/lib/upgradeFlow.ts) for a metaverse: each working state makes its call and
 * feeds the answer back; the endings redirect to the checkout, reload, or return to the metaverse saying the plan
 * was changed.
 */
export function useUpgradeFlow(domain: string, uri: string, context: FlowContext) {
  const { mutateAsync: call } = usePlanCall();
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
      case 'quote':
      case 'upgrade':
        call({ kind: state.kind, request: request(state.choice) }).then(send, fail);
        break;
      case 'cancel':
      case 'setPlan':
      case 'sync':
        call({ kind: state.kind, domain }).then(send, fail);
        break;
      case 'redirect':
        // The checkout may be another site (Stripe), so this is a full navigation.
        window.location.assign(state.url);
        break;
      case 'reload':
        window.location.reload();
        break;
      case 'done':
        reportSuccess(UPGRADE_TEXTS.planChanged);
        navigate(paths.domain.home(uri));
        break;
      default:
        break;
    }
    return () => {
      current = false;
    };
  }, [state, call, domain, uri, navigate]);

  return { state, dispatch: dispatch as (event: FlowEvent) => void };
}
