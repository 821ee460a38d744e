/**
 * Headset deep links. A provider turns an issued link (its msgid) into the URL that opens the VR app, and
 * says how the link becomes used:
 * - local (the default): the URL is this server's own `/v2/public/headset/open/{msgid}` page; opening it
 *   marks the link used (what the headset platform reports once the app has received the link) and says that
 *   the VR app would open now.
 * - oculus (when OCULUS_APP_ID, OCULUS_APP_SECRET and HEADSET_DEEPLINK_URL are set): the URL is the headset
 *   platform's app link carrying the msgid as its deep-link message; the VR app, started from it, reports the
 *   msgid with the wearer's platform user id and a user proof nonce, which the server checks with the
 *   platform's `user_nonce_validate` call before it marks the link used.
 */
export interface HeadsetProvider {
  readonly name: 'local' | 'oculus';
  /** The URL that opens the VR app for link `msgid`; `origin` is this server's origin as the caller sees it. */
  linkUrl(msgid: string, origin: string, nonvr: boolean): string;
  /**
   * Whether the headset platform vouches that `nonce` proves the wearer is platform user `userId`. Throws
   * `HeadsetPlatformError` when the platform cannot be asked. Absent for the local provider.
   */
  verifyUser?(userId: string, nonce: string): Promise<boolean>;
  /**
   * One event of the headset platform by its id, or null when the platform has none (the event id lookup of
   * the promotion, single-target-and-flows.md §5). Throws `HeadsetPlatformError` when the platform cannot be
   * asked. Absent for the local provider: its events are the `headset_events` table.
   */
  findEvent?(oculusid: string): Promise<HeadsetPlatformEvent | null>;
}

/** An event on the headset platform, as the promotion's id lookup needs it. */
export interface HeadsetPlatformEvent {
  oculusid: string;
  title: string;
  start: string;
  end: string;
  subscribers: number;
}

/** The headset platform failed or did not answer. */
export class HeadsetPlatformError extends Error {}

/** Settings of the headset platform (Meta Quest). */
export interface HeadsetConfig {
  appId: string;
  appSecret: string;
  /** The app link; `{msgid}` is replaced by the link's id and `{nonvr}` by true/false. */
  deepLinkUrl: string;
  /** The platform's server API (https://graph.oculus.com); tests point it at a stand-in. */
  graphUrl: string;
}

export const localHeadsetProvider: HeadsetProvider = {
  name: 'local',
  linkUrl: (msgid, origin) => `${origin}/v2/public/headset/open/${encodeURIComponent(msgid)}`,
};

/** Fills the app-link template. */
export function fillDeepLink(template: string, msgid: string, nonvr: boolean): string {
  return template
    .replaceAll('{msgid}', encodeURIComponent(msgid))
    .replaceAll('{nonvr}', nonvr ? 'true' : 'false');
}

const PLATFORM_TIMEOUT_MS = 10_000;

/** The Meta Quest platform: app links from the template, nonces checked by `user_nonce_validate`. */
export function oculusHeadsetProvider(
  config: HeadsetConfig,
  fetchImpl: typeof fetch = fetch,
): HeadsetProvider {
  return {
    name: 'oculus',
    linkUrl: (msgid, _origin, nonvr) => fillDeepLink(config.deepLinkUrl, msgid, nonvr),
    async verifyUser(userId, nonce) {
      const body = new URLSearchParams({
        access_token: `OC|${config.appId}|${config.appSecret}`,
        nonce,
        user_id: userId,
      });
      let response: Response;
      try {
        response = await fetchImpl(`${config.graphUrl}/user_nonce_validate`, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
        });
      } catch {
        throw new HeadsetPlatformError('The headset platform did not answer');
      }
      const reply = (await response.json().catch(() => null)) as { is_valid?: unknown } | null;
      if (!response.ok || reply === null || typeof reply.is_valid !== 'boolean')
        throw new HeadsetPlatformError('The headset platform could not check the user');
      return reply.is_valid;
    },
    async findEvent(oculusid) {
      // The Graph API's node read: GET /{id}?fields=… with the app access token.
      const url = new URL(`${config.graphUrl}/${encodeURIComponent(oculusid)}`);
      url.searchParams.set('fields', 'id,name,start_time,end_time,subscriber_count');
      url.searchParams.set('access_token', `OC|${config.appId}|${config.appSecret}`);
      let response: Response;
      try {
        response = await fetchImpl(url, { signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS) });
      } catch {
        throw new HeadsetPlatformError('The headset platform did not answer');
      }
      if (response.status === 404) return null;
      const reply = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      // The Graph API answers an unknown node with 400 and an error of code 100.
      const error = reply?.error as { code?: unknown } | undefined;
      if (response.status === 400 && error?.code === 100) return null;
      const text = (value: unknown) => (typeof value === 'string' ? value : null);
      const title = text(reply?.name);
      const start = text(reply?.start_time);
      const end = text(reply?.end_time);
      if (!response.ok || title === null || start === null || end === null)
        throw new HeadsetPlatformError('The headset platform could not find the event');
      const subscribers = Number(reply?.subscriber_count ?? 0);
      return {
        oculusid,
        title,
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        subscribers: Number.isFinite(subscribers) && subscribers >= 0 ? Math.floor(subscribers) : 0,
      };
    },
  };
}

export function createHeadsetProvider(config: HeadsetConfig | undefined): HeadsetProvider {
  return config ? oculusHeadsetProvider(config) : localHeadsetProvider;
}

/** The headset-platform account a local link records for a signed-in user who has none. */
export const localHeadsetAccount = (userId: string): string => `local-headset-${userId}`;
