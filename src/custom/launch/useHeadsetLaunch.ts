/**
 * The headset launch flow (owner-console.md §4): fetch the deep link (public variants when signed out);
 * prompt none goes straight to the link; prompt confirm shows the dialog, whose Launch opens the link in a new
 * window and polls the status every 1500 ms until used. For a user without a headset account each poll also
 * refreshes the user; if that throws (the accounts were merged) the session is authenticated again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { api, data, hideErrors } from '../../api/client';
import { authenticate, getSession, setUser } from '../../authProvider/session';
import { readSessionCookies } from '../../authProvider/cookieJar';
import type { AppDataProvider } from '../../dataProvider';
import type { DeepLink, LaunchTarget } from '../../dataProvider/drives';
import { LAUNCH_POLL_MS } from './texts';

export type LaunchPrompt = 'none' | 'confirm';
export type LaunchPhase = 'closed' | 'contacting' | 'ready' | 'waiting' | 'connected';

async function refreshUser(): Promise<void> {
  const session = getSession();
  if (session.status !== 'authenticated' || session.user.oculusaccount) return;
  try {
    setUser(
      await data(
        api.GET('/v2/users/{id}', { params: { path: { id: session.user.id } }, headers: hideErrors }),
      ),
    );
  } catch {
    const { idToken } = readSessionCookies();
    if (idToken) await authenticate(idToken).catch(() => undefined);
  }
}

export function useHeadsetLaunch() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [phase, setPhase] = useState<LaunchPhase>('closed');
  const [link, setLink] = useState<DeepLink | null>(null);
  const timer = useRef<number | null>(null);

  const stopPolling = useCallback(() => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => stopPolling, [stopPolling]);

  const start = useCallback(
    async (target: LaunchTarget, prompt: LaunchPrompt) => {
      const signedIn = getSession().status === 'authenticated';
      if (prompt === 'confirm') setPhase('contacting');
      try {
        const next = await dataProvider.getDeepLink(target, signedIn);
        if (prompt === 'none') {
          window.location.assign(next.url);
          return;
        }
        setLink(next);
        setPhase('ready');
      } catch {
        setPhase('closed');
      }
    },
    [dataProvider],
  );

  const launch = useCallback(() => {
    if (!link) return;
    window.open(link.url, '_blank', 'noopener');
    setPhase('waiting');
    stopPolling();
    timer.current = window.setInterval(() => {
      void (async () => {
        await refreshUser();
        const used = await dataProvider.isDeepLinkUsed(link.msgid).catch(() => false);
        if (used) {
          stopPolling();
          setPhase('connected');
        }
      })();
    }, LAUNCH_POLL_MS);
  }, [dataProvider, link, stopPolling]);

  const cancel = useCallback(() => {
    stopPolling();
    setLink(null);
    setPhase('closed');
  }, [stopPolling]);

  return { phase, start, launch, cancel };
}
