/**
 * Headset deep links. A provider turns an issued link (its msgid) into the URL that opens the VR app.
 * The local provider — the default, and the only one this server ships — points at this server's own
 * `/v2/public/headset/open/{msgid}` page: opening it marks the link used (what the headset platform reports
 * once the app has received the link) and says that the VR app would open now. A headset-platform provider
 * would return the platform's link and mark the link used from the platform's callback instead.
 */
export interface HeadsetProvider {
  readonly name: 'local' | 'oculus';
  /** The URL that opens the VR app for link `msgid`; `origin` is this server's origin as the caller sees it. */
  linkUrl(msgid: string, origin: string): string;
}

export const localHeadsetProvider: HeadsetProvider = {
  name: 'local',
  linkUrl: (msgid, origin) => `${origin}/v2/public/headset/open/${encodeURIComponent(msgid)}`,
};

/** The headset-platform account a local link records for a signed-in user who has none. */
export const localHeadsetAccount = (userId: string): string => `local-headset-${userId}`;
