/**
 * Rules of the styles editor that the console and the server both apply (single-target-and-flows.md §3 Style
 * spec, single-target-and-flows.md §5, §9): the value of each variable type, YouTube normalisation, the HLS link check, the five door
 * value formats, and plan gating of videos, web sites and streams.
 *
 * Value formats (ours where the spec shows none):
 * - text: any text; color: `#rrggbb`.
 * - content: empty (the template's default), a drive file `[image] <blob>` or `[video] <blob>`, a drive link
 *   `[link] <https url>`, an HLS link (https, with `.m3u8`), a YouTube link (normalised), or `[livestream]`.
 * - location (a door or link): `[multiverse] <location>`, `[browser] <url>`, `[oculus] <app id>`, `[locked]`,
 *   or any other text (custom).
 */
import { planRank, PLAN_RANKS, type PlanType } from './plans.ts';
import { COMMON_TEXTS } from './texts.ts';

export const STYLE_VARIABLE_TYPES = ['text', 'color', 'content', 'location'] as const;
export type StyleVariableType = (typeof STYLE_VARIABLE_TYPES)[number];

export function isStyleVariableType(value: string): value is StyleVariableType {
  return (STYLE_VARIABLE_TYPES as readonly string[]).includes(value);
}

/** What a content variable can hold. */
export const CONTENT_KINDS = ['image', 'video', 'hls', 'youtube', 'livestream'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const STYLE_TEXTS = {
  // single-target-and-flows.md §5 and §8 in the specification's words
  videosNeedPlan: 'Videos are not supported on your current plan...',
  webAndStreamsNeedPlan: 'Web sites and streams are not supported on your current plan...',
  oneYoutube: 'Only one YouTube video is allowed',
  unknownVariable: 'Unknown variable or type',
  // Ours: the spec gives no words for these refusals
  badColor: 'A colour must be written as # and six hexadecimal digits, like #00796b',
  badHls: 'An HLS link must start with https:// and contain .m3u8',
  badYoutube:
    'A YouTube link must be https://www.youtube.com/watch?v=…, https://www.youtube.com/live/… or https://youtu.be/… with one video',
  badContent: 'This content is not a file, an HLS link, a YouTube link or a live stream',
  contentNotAccepted: 'This variable does not take this kind of content',
  badOculus: 'A headset app id has digits only',
  emptyDoor: 'Choose where this door leads',
  liveStreamQuestOnly: 'Live streams play on Quest headsets only',
} as const;

// ---- YouTube ----

const YOUTUBE_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'm.youtube.com']);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The link normalised to `https://{host}/watch?v={id}` (single-target-and-flows.md §5): `watch?v=`, `live/` and `youtu.be/` links of one
 * video, https only; null for anything else (a playlist without a video, another site, http).
 */
export function normaliseYoutube(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  let host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === 'youtu.be') {
    id = url.pathname.slice(1);
    host = 'www.youtube.com';
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else if (url.pathname.startsWith('/live/')) id = url.pathname.slice('/live/'.length);
  }
  if (id === null || !VIDEO_ID.test(id)) return null;
  return `https://${host}/watch?v=${id}`;
}

export function isYoutubeLink(value: string): boolean {
  return normaliseYoutube(value) !== null;
}

// ---- HLS ----

/** An HLS link is https and contains .m3u8 (single-target-and-flows.md §5). */
export function isHlsLink(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.href.includes('.m3u8');
  } catch {
    return false;
  }
}

// ---- content values ----

export type ContentValue =
  | { kind: 'none' }
  | { kind: 'image' | 'video'; blob: string }
  | { kind: 'link'; url: string }
  | { kind: 'hls'; url: string }
  | { kind: 'youtube'; url: string }
  | { kind: 'livestream' };

const FILE_VALUE = /^\[(image|video)\] ([0-9a-f]{64})$/;
const LINK_VALUE = /^\[link\] (https:\/\/\S+)$/;
export const LIVESTREAM_VALUE = '[livestream]';

/** The content a stored value names; null when it is none of the formats. */
export function parseContent(value: string): ContentValue | null {
  if (value === '') return { kind: 'none' };
  if (value === LIVESTREAM_VALUE) return { kind: 'livestream' };
  const file = FILE_VALUE.exec(value);
  if (file) return { kind: file[1] as 'image' | 'video', blob: file[2] ?? '' };
  const link = LINK_VALUE.exec(value);
  if (link) return { kind: 'link', url: link[1] ?? '' };
  const youtube = normaliseYoutube(value);
  if (youtube) return { kind: 'youtube', url: youtube };
  if (isHlsLink(value)) return { kind: 'hls', url: value.trim() };
  return null;
}

/**
 * The kind of file a content slot takes for a file of this MIME type (single-target-and-flows.md §5: content
 * selectors accept images and, where the slot takes them, videos), or null when the slot cannot show it.
 */
export function uploadKind(mimetype: string, accepts: readonly ContentKind[]): 'image' | 'video' | null {
  if (mimetype.startsWith('image/') && accepts.includes('image')) return 'image';
  if (mimetype.startsWith('video/') && accepts.includes('video')) return 'video';
  return null;
}

/** What a content slot's upload asks the server to take (uploadContent's `only`): pictures, or pictures and videos. */
export type SlotUploadKind = 'images' | 'media';

/** The kind of upload a slot taking `accepts` asks for. */
export function slotUploadKind(accepts: readonly ContentKind[]): SlotUploadKind {
  return accepts.includes('video') ? 'media' : 'images';
}

/** Whether a file of this MIME type (judged from its bytes on the server) may go into such a slot. */
export function slotTakes(kind: SlotUploadKind, mimetype: string): boolean {
  return uploadKind(mimetype, kind === 'media' ? ['image', 'video'] : ['image']) !== null;
}

/** The refusal of a file such a slot does not take. */
export function slotRefusal(kind: SlotUploadKind): string {
  return kind === 'media' ? COMMON_TEXTS.onlyPicturesAndVideos : COMMON_TEXTS.onlyPictures;
}

/** The file chooser's `accept` for a content slot's upload. */
export function uploadAccept(accepts: readonly ContentKind[]): string {
  return [accepts.includes('image') && 'image/*', accepts.includes('video') && 'video/*']
    .filter(Boolean)
    .join(',');
}

/** The stored value of a drive file by its MIME type: images as images, anything else as video. */
export function driveFileValue(blob: string, mimetype: string | undefined): string {
  return `[${mimetype?.startsWith('image/') ? 'image' : 'video'}] ${blob}`;
}

/** Which content kind (for the variable's `accepts` list) a parsed value is. A drive link counts as video. */
export function contentKind(content: ContentValue): ContentKind | null {
  switch (content.kind) {
    case 'none':
      return null;
    case 'link':
      return 'video';
    default:
      return content.kind;
  }
}

// ---- doors and links ----

export const DOOR_KINDS = ['multiverse', 'browser', 'oculus', 'locked', 'custom'] as const;
export type DoorKind = (typeof DOOR_KINDS)[number];

export interface DoorValue {
  kind: DoorKind;
  /** The location, url, app id or custom text; empty for a locked door. */
  text: string;
}

const DOOR_VALUE = /^\[(multiverse|browser|oculus)\] ?([\s\S]*)$/;

/** The door a stored value names (single-target-and-flows.md §5): a multiverse value containing /locations/ is custom. */
export function parseDoor(value: string): DoorValue {
  if (value === '[locked]') return { kind: 'locked', text: '' };
  const match = DOOR_VALUE.exec(value);
  if (!match) return { kind: 'custom', text: value };
  const kind = match[1] as 'multiverse' | 'browser' | 'oculus';
  const text = match[2] ?? '';
  if (kind === 'multiverse' && text.includes('/locations/')) return { kind: 'custom', text: value };
  return { kind, text };
}

/** The stored value of a door. */
export function formatDoor(door: DoorValue): string {
  switch (door.kind) {
    case 'locked':
      return '[locked]';
    case 'custom':
      return door.text;
    default:
      return `[${door.kind}] ${door.text}`;
  }
}

/** What is wrong with a door, or null: an oculus app id has digits only; a door leads somewhere. */
export function doorProblem(door: DoorValue): string | null {
  if (door.kind === 'oculus' && !/^[0-9]+$/.test(door.text)) return STYLE_TEXTS.badOculus;
  if ((door.kind === 'multiverse' || door.kind === 'browser') && door.text.trim() === '')
    return STYLE_TEXTS.emptyDoor;
  return null;
}

// ---- plan gating (single-target-and-flows.md §5, §9) ----

/** What a plan may put in content and doors: HLS from Pro, YouTube (one) and live streams from Premium. */
export interface StylePlanCapabilities {
  canUseVideoLink: boolean;
  canUseYoutube: boolean;
  canStream: boolean;
}

export function styleCapabilities(plan: PlanType | string | undefined): StylePlanCapabilities {
  const rank = planRank(plan);
  return {
    canUseVideoLink: rank >= PLAN_RANKS.professional,
    canUseYoutube: rank >= PLAN_RANKS.premium,
    canStream: rank >= PLAN_RANKS.premium,
  };
}

export interface StyleVariableInfo {
  type: string;
  accepts?: readonly ContentKind[];
}

/**
 * What is wrong with one value of a variable of this type on this plan, or null. Web site doors count as
 * "web sites" (ours: the spec's message names them with streams).
 */
export function styleValueProblem(
  variable: StyleVariableInfo,
  value: string,
  capabilities: StylePlanCapabilities,
): string | null {
  switch (variable.type) {
    case 'text':
      return null;
    case 'color':
      return /^#[0-9a-fA-F]{6}$/.test(value) || value === '' ? null : STYLE_TEXTS.badColor;
    case 'location': {
      if (value === '') return null;
      const door = parseDoor(value);
      const problem = doorProblem(door);
      if (problem) return problem;
      if (door.kind === 'browser' && !capabilities.canStream) return STYLE_TEXTS.webAndStreamsNeedPlan;
      return null;
    }
    case 'content': {
      const content = parseContent(value);
      if (!content) {
        if (value.includes('youtu')) return STYLE_TEXTS.badYoutube;
        if (value.includes('.m3u8') || value.startsWith('http:')) return STYLE_TEXTS.badHls;
        return STYLE_TEXTS.badContent;
      }
      const kind = contentKind(content);
      if (kind === null) return null;
      if (variable.accepts && !variable.accepts.includes(kind)) return STYLE_TEXTS.contentNotAccepted;
      if (kind === 'hls' && !capabilities.canUseVideoLink) return STYLE_TEXTS.videosNeedPlan;
      if (kind === 'youtube' && !capabilities.canUseYoutube) return STYLE_TEXTS.videosNeedPlan;
      if (kind === 'livestream' && !capabilities.canStream) return STYLE_TEXTS.webAndStreamsNeedPlan;
      return null;
    }
    default:
      return STYLE_TEXTS.unknownVariable;
  }
}

/** The stored form of a value: YouTube links normalised, links trimmed; anything else unchanged. */
export function normaliseStyleValue(variable: StyleVariableInfo, value: string): string {
  if (variable.type !== 'content') return value;
  const content = parseContent(value);
  if (content?.kind === 'youtube' || content?.kind === 'hls') return content.url;
  return value;
}

/** How many values are YouTube links; a target may hold one (single-target-and-flows.md §5). */
export function youtubeCount(values: readonly string[]): number {
  return values.filter((value) => parseContent(value)?.kind === 'youtube').length;
}
