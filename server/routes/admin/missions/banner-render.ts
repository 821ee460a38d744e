/**
 * One mission banner (staff-and-agents.md §7): the icon on the left, the text drawn from an SVG overlay,
 * rendered with sharp. Runs in the work pool (`server/workers/`).
 */
import sharp from 'sharp';
import type { BannerSource } from '../../../repositories/missions-repository.ts';
import { DECODE_OPTIONS } from '../../../lib/picture.ts';

/** A banner is this many pixels wide and high; the icon fills its height. */
export const BANNER_WIDTH = 1024;
export const BANNER_HEIGHT = 256;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** The text drawn on the banner: the description, or the location when there is none, cut to fit. */
export function bannerText(source: Pick<BannerSource, 'description' | 'location'>): string {
  const text = (source.description.trim() || source.location).replace(/\s+/g, ' ');
  return text.length > 40 ? `${text.slice(0, 39)}\u2026` : text;
}

/** The PNG of one banner. */
export async function renderBanner(icon: Buffer, text: string): Promise<Buffer> {
  const iconPng = await sharp(icon, DECODE_OPTIONS)
    .resize(BANNER_HEIGHT, BANNER_HEIGHT, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH - BANNER_HEIGHT}" height="${BANNER_HEIGHT}">` +
      `<text x="24" y="${BANNER_HEIGHT / 2}" dominant-baseline="middle" font-family="sans-serif" font-size="40" ` +
      `font-weight="bold" fill="#ffffff">${escapeXml(text)}</text></svg>`,
  );
  return sharp({
    create: { width: BANNER_WIDTH, height: BANNER_HEIGHT, channels: 4, background: '#1d2b53' },
  })
    .composite([
      { input: iconPng, left: 0, top: 0 },
      { input: svg, left: BANNER_HEIGHT, top: 0 },
    ])
    .png()
    .toBuffer();
}
