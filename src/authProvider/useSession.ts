import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type SessionState } from './session';

/** The session state, re-rendering on every change. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
