/**
 * Headset deep links (owner-console.md §4 Headset launch, §7 "Launch"): the public variants for signed-out
 * visitors, the private ones when signed in, and the status poll. Built on the typed client alone (no
 * react-admin), so the visitors' landing page can launch too.
 */
import { api, data, hideErrors } from './client';
import type { components } from '../../common/api/schema';

export type DeepLink = components['schemas']['DeepLink'];

/** What to launch: the app's start, a domain, or a location of it (a location needs its domain). */
export interface LaunchTarget {
  domain?: string;
  location?: string;
  secret?: string;
  nonvr?: boolean;
}

/** A deep link: the public variants for signed-out visitors, the private ones when signed in. */
export function fetchDeepLink(target: LaunchTarget, signedIn: boolean): Promise<DeepLink> {
  const { domain, location, secret, nonvr } = target;
  if (domain && location && !secret) {
    const params = { path: { domain, location }, query: { nonvr } };
    return signedIn
      ? data(api.GET('/v2/domains/{domain}/locations/{location}/oculusdeeplink', { params }))
      : data(api.GET('/v2/public/domains/{domain}/locations/{location}/oculusdeeplink', { params }));
  }
  if (domain && !secret) {
    const params = { path: { domain }, query: { nonvr } };
    return signedIn
      ? data(api.GET('/v2/domains/{domain}/oculusdeeplink', { params }))
      : data(api.GET('/v2/public/domains/{domain}/oculusdeeplink', { params }));
  }
  const params = { query: { domain, location, secret, nonvr } };
  return signedIn
    ? data(api.GET('/v2/oculusdeeplink', { params }))
    : data(api.GET('/v2/public/oculusdeeplink', { params }));
}

/** Whether a deep link has been opened (polled quietly). */
export async function isDeepLinkUsed(msgid: string): Promise<boolean> {
  const reply = await data(
    api.GET('/v2/public/oculusdeeplink/{id}/status', {
      params: { path: { id: msgid } },
      headers: hideErrors,
    }),
  );
  return reply.used;
}
