import { describe, expect, it } from 'vitest';
import {
  uploadAccept,
  uploadKind,
  doorProblem,
  driveFileValue,
  formatDoor,
  isHlsLink,
  normaliseStyleValue,
  normaliseYoutube,
  parseContent,
  parseDoor,
  STYLE_TEXTS,
  styleCapabilities,
  styleValueProblem,
  youtubeCount,
} from './styleRules.ts';

const ID = 'dQw4w9WgXcQ';
const BLOB = 'a'.repeat(64);

describe('YouTube links (single-target-and-flows.md §5)', () => {
  it('keeps a watch link of one video, without its other parameters', () => {
    expect(normaliseYoutube(`https://www.youtube.com/watch?v=${ID}&t=30s`)).toBe(
      `https://www.youtube.com/watch?v=${ID}`,
    );
    expect(normaliseYoutube(`https://youtube.com/watch?v=${ID}`)).toBe(`https://youtube.com/watch?v=${ID}`);
  });
  it('rewrites live and short links', () => {
    expect(normaliseYoutube(`https://www.youtube.com/live/${ID}?si=x`)).toBe(
      `https://www.youtube.com/watch?v=${ID}`,
    );
    expect(normaliseYoutube(`https://youtu.be/${ID}`)).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });
  it('refuses http, other sites, playlists and bad ids', () => {
    expect(normaliseYoutube(`http://www.youtube.com/watch?v=${ID}`)).toBeNull();
    expect(normaliseYoutube(`https://vimeo.com/watch?v=${ID}`)).toBeNull();
    expect(normaliseYoutube('https://www.youtube.com/playlist?list=PL123')).toBeNull();
    expect(normaliseYoutube('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(normaliseYoutube('not a link')).toBeNull();
  });
});

describe('HLS links (single-target-and-flows.md §5)', () => {
  it('needs https and .m3u8', () => {
    expect(isHlsLink('https://cdn.example.com/live/stream.m3u8')).toBe(true);
    expect(isHlsLink('http://cdn.example.com/live/stream.m3u8')).toBe(false);
    expect(isHlsLink('https://cdn.example.com/live/stream.mp4')).toBe(false);
  });
});

describe('door values (single-target-and-flows.md §5)', () => {
  it('reads and writes the five formats', () => {
    for (const value of [
      '[multiverse] beach',
      '[browser] https://example.com',
      '[oculus] 12345',
      '[locked]',
    ]) {
      expect(formatDoor(parseDoor(value))).toBe(value);
    }
    expect(parseDoor('[oculus] 12345')).toEqual({ kind: 'oculus', text: '12345' });
    expect(parseDoor('[locked]')).toEqual({ kind: 'locked', text: '' });
    expect(parseDoor('anything else')).toEqual({ kind: 'custom', text: 'anything else' });
  });
  it('treats a multiverse value containing /locations/ as custom', () => {
    expect(parseDoor('[multiverse] demo/locations/beach')).toEqual({
      kind: 'custom',
      text: '[multiverse] demo/locations/beach',
    });
  });
  it('takes digits only for a headset app and a place for a location or site', () => {
    expect(doorProblem({ kind: 'oculus', text: '12a' })).toBe(STYLE_TEXTS.badOculus);
    expect(doorProblem({ kind: 'oculus', text: '' })).toBe(STYLE_TEXTS.badOculus);
    expect(doorProblem({ kind: 'multiverse', text: ' ' })).toBe(STYLE_TEXTS.emptyDoor);
    expect(doorProblem({ kind: 'custom', text: '' })).toBeNull();
  });
});

describe('content values', () => {
  it('recognises files, links, HLS, YouTube and live streams', () => {
    expect(parseContent(driveFileValue(BLOB, 'image/png'))).toEqual({ kind: 'image', blob: BLOB });
    expect(parseContent(driveFileValue(BLOB, 'video/mp4'))).toEqual({ kind: 'video', blob: BLOB });
    expect(parseContent('[link] https://vimeo.com/1')).toEqual({ kind: 'link', url: 'https://vimeo.com/1' });
    expect(parseContent('[livestream]')).toEqual({ kind: 'livestream' });
    expect(parseContent('https://a.example/x.m3u8')?.kind).toBe('hls');
    expect(parseContent(`https://youtu.be/${ID}`)?.kind).toBe('youtube');
    expect(parseContent('[image] nope')).toBeNull();
  });
  it('stores YouTube links normalised', () => {
    expect(normaliseStyleValue({ type: 'content' }, `https://youtu.be/${ID}`)).toBe(
      `https://www.youtube.com/watch?v=${ID}`,
    );
    expect(normaliseStyleValue({ type: 'text' }, ' x ')).toBe(' x ');
  });
  it('counts YouTube links', () => {
    expect(youtubeCount([`https://youtu.be/${ID}`, '', `https://www.youtube.com/watch?v=${ID}`])).toBe(2);
  });
});

describe('plan gating (single-target-and-flows.md §5, §9)', () => {
  const video = { type: 'content' };
  const door = { type: 'location' };
  it('lets HLS from Pro, YouTube and streams from Premium', () => {
    const hls = 'https://a.example/x.m3u8';
    const youtube = `https://youtu.be/${ID}`;
    expect(styleValueProblem(video, hls, styleCapabilities('premium'))).toBe(STYLE_TEXTS.videosNeedPlan);
    expect(styleValueProblem(video, hls, styleCapabilities('professional'))).toBeNull();
    expect(styleValueProblem(video, youtube, styleCapabilities('free'))).toBe(STYLE_TEXTS.videosNeedPlan);
    expect(styleValueProblem(video, youtube, styleCapabilities('premium'))).toBeNull();
    expect(styleValueProblem(video, '[livestream]', styleCapabilities('free'))).toBe(
      STYLE_TEXTS.webAndStreamsNeedPlan,
    );
    expect(styleValueProblem(video, '[livestream]', styleCapabilities('business'))).toBeNull();
    expect(styleValueProblem(door, '[browser] https://x.example', styleCapabilities('free'))).toBe(
      STYLE_TEXTS.webAndStreamsNeedPlan,
    );
    expect(styleValueProblem(door, '[multiverse] beach', styleCapabilities('free'))).toBeNull();
  });
  it('checks every type and refuses an unknown one', () => {
    const all = styleCapabilities('enterprise');
    expect(styleValueProblem({ type: 'color' }, '#00796b', all)).toBeNull();
    expect(styleValueProblem({ type: 'color' }, 'red', all)).toBe(STYLE_TEXTS.badColor);
    expect(styleValueProblem(video, 'http://a.example/x.m3u8', all)).toBe(STYLE_TEXTS.badHls);
    expect(styleValueProblem(video, 'https://www.youtube.com/playlist?list=1', all)).toBe(
      STYLE_TEXTS.badYoutube,
    );
    expect(styleValueProblem({ type: 'content', accepts: ['image'] }, `https://youtu.be/${ID}`, all)).toBe(
      STYLE_TEXTS.contentNotAccepted,
    );
    expect(styleValueProblem(door, '[oculus] abc', all)).toBe(STYLE_TEXTS.badOculus);
    expect(styleValueProblem({ type: 'sound' }, 'x', all)).toBe(STYLE_TEXTS.unknownVariable);
  });
});

describe('uploads for a content slot (single-target-and-flows.md §5)', () => {
  it('takes pictures, and videos only where the slot takes them', () => {
    expect(uploadKind('image/png', ['image', 'video'])).toBe('image');
    expect(uploadKind('video/mp4', ['image', 'video'])).toBe('video');
    expect(uploadKind('video/mp4', ['image', 'hls'])).toBeNull();
    expect(uploadKind('application/pdf', ['image', 'video'])).toBeNull();
    expect(uploadKind('image/png', ['youtube'])).toBeNull();
  });
  it('offers the file chooser only those types', () => {
    expect(uploadAccept(['image', 'video', 'hls'])).toBe('image/*,video/*');
    expect(uploadAccept(['image'])).toBe('image/*');
    expect(uploadAccept(['hls'])).toBe('');
  });
});
