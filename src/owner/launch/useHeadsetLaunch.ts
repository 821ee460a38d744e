/**
 * The headset launch flow (owner-console.md §4): fetch the deep link (public variants when signed out);
 * prompt none goes straight to the link; prompt confirm shows the dialog, whose Launch opens the link in a new
 * window and polls the status every 1500 ms until used. For a user without a headset account each poll also
 * refreshes the user; if that throws (the accounts were merged) the session is authenticated again, or, with
 * no identity token left, the user is signed out and sent to /login.
 *
 * The re-authentication keeps the page (`keepPage`): the console is not swapped for the loader, so the dialog
 * that started it stays open and the poll goes on until the app has connected. When the user has to sign in
 * again instead, the dialog closes with a toast saying why: it never just disappears.
 *
 * Uses the typed client directly (no react-admin): the visitors' landing page launches with it too.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, data, hideErrors } from '../../api/client';
import { reportInfo } from '../../api/errors';
import { fetchDeepLink, isDeepLinkUsed, type DeepLink, type LaunchTarget } from '../../api/launch';
import { readSessionCookies } from '../../lib/cookieJar';
import { authenticate, getSession, setUser, signOut } from '../../authProvider/session';
import { useNavigateTo } from '../../layout/navigation';
import { refreshLaunchUser, type RefreshOutcome } from './refreshUser';
import { LAUNCH_POLL_MS, LAUNCH_TEXTS } from './texts';
import { paths } from '../../paths';

export type LaunchPrompt = 'none' | 'confirm';
export type LaunchPhase = 'closed' | 'contacting' | 'ready' | 'waiting' | 'connected';

function refreshUser(): Promise<RefreshOutcome> {
  const session = getSession();
  return refreshLaunchUser({
    user: session.status === 'authenticated' ? session.user : null,
    fetchUser: (id) => data(api.GET('/v2/users/{id}', { params: { path: { id } }, headers: hideErrors })),
    setUser,
    idToken: () => readSessionCookies().idToken,
    authenticate: (idToken) => authenticate(idToken, { keepPage: true }),
    signOut,
  });
}

export function useHeadsetLaunch() {
  const navigate = useNavigateTo();
  const [phase, setPhase] = useState<LaunchPhase>('closed');
  const [link, setLink] = useState<DeepLink | null>(null);
  const timer = useRef<number | null>(null);
  // One poll at a time: a re-authentication can take longer than the poll's interval.
  const polling = useRef(false);

  const stopPolling = useCallback(() => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => stopPolling, [stopPolling]);

  const start = useCallback(async (target: LaunchTarget, prompt: LaunchPrompt) => {
    const signedIn = getSession().status === 'authenticated';
    if (prompt === 'confirm') setPhase('contacting');
    try {
      const next = await fetchDeepLink(target, signedIn);
      if (prompt === 'none') {
        window.location.assign(next.url);
        return;
      }
      setLink(next);
      setPhase('ready');
    } catch {
      setPhase('closed');
    }
  }, []);

  const launch = useCallback(() => {
    if (!link) return;
    window.open(link.url, '_blank', 'noopener');
    setPhase('waiting');
    stopPolling();
    const poll = async () => {
      if ((await refreshUser()) === 'signedOut') {
        stopPolling();
        setLink(null);
        setPhase('closed');
        reportInfo(LAUNCH_TEXTS.signedOut);
        navigate(paths.login());
        return;
      }
      const used = await isDeepLinkUsed(link.msgid).catch(() => false);
      if (used && timer.current !== null) {
        stopPolling();
        setPhase('connected');
      }
    };
    timer.current = window.setInterval(() => {
      if (polling.current) return;
      polling.current = true;
      void poll().finally(() => {
        polling.current = false;
      });
    }, LAUNCH_POLL_MS);
  }, [link, navigate, stopPolling]);

  const cancel = useCallback(() => {
    stopPolling();
    setLink(null);
    setPhase('closed');
  }, [stopPolling]);

  return { phase, start, launch, cancel };
}
