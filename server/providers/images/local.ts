/**
 * Generated avatars: a face drawn from the faceprompt's words and a seed (skin, hair, eyes, mouth,
 * background), rendered to PNG with sharp. Not a picture of the prompt; the console labels it
 * "generated avatar".
 */
import { createHash } from 'node:crypto';
import { asBuffer, runTask } from '../../workers/pool.ts';
import { GENERATED_AVATAR_LABEL } from '../../../common/agents.ts';
import type { ImagesProvider } from './types.ts';

const SIZE = 256;
const SKINS = ['#f5d0b0', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#a0c4ff', '#b9fbc0'];
const HAIRS = ['#2b1d0e', '#6b4423', '#d4a017', '#b22222', '#222222', '#7d3cff', '#e5e5e5'];
const BACKGROUNDS = ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51', '#3d5a80', '#6d597a', '#355070'];

/** Colours named in the prompt win over the hashed ones. */
const NAMED: Record<string, string> = {
  red: '#b22222',
  blonde: '#d4a017',
  golden: '#d4a017',
  black: '#222222',
  white: '#e5e5e5',
  silver: '#c0c0c0',
  blue: '#1e6fd9',
  green: '#2e8b57',
  purple: '#7d3cff',
  pink: '#ff69b4',
};

/** The avatar as SVG (exported for tests). */
export function avatarSvg(prompt: string, seed: number): string {
  const bytes = createHash('sha256').update(`${seed}:${prompt.toLowerCase()}`).digest();
  const pick = <T>(list: readonly T[], i: number) => list[bytes[i] % list.length];
  const words = prompt.toLowerCase().split(/\W+/);
  const named = words.map((w) => NAMED[w]).find(Boolean);
  const skin = pick(SKINS, 0);
  const hair = named ?? pick(HAIRS, 1);
  const background = pick(BACKGROUNDS, 2);
  const eyeGap = 28 + (bytes[3] % 16);
  const smile = 8 + (bytes[4] % 18);
  const longHair = bytes[5] % 2 === 0;
  const glasses = words.includes('glasses') || bytes[6] % 5 === 0;
  const hat = words.some((w) => ['hat', 'pirate', 'captain', 'wizard'].includes(w));
  const c = SIZE / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<rect width="${SIZE}" height="${SIZE}" fill="${background}"/>
${longHair ? `<rect x="${c - 78}" y="${c - 60}" width="156" height="150" rx="60" fill="${hair}"/>` : ''}
<circle cx="${c}" cy="${c + 10}" r="70" fill="${skin}"/>
<path d="M ${c - 72} ${c - 5} Q ${c} ${c - 110} ${c + 72} ${c - 5} Q ${c} ${c - 60} ${c - 72} ${c - 5} Z" fill="${hair}"/>
<circle cx="${c - eyeGap}" cy="${c + 5}" r="9" fill="#1b1b1b"/>
<circle cx="${c + eyeGap}" cy="${c + 5}" r="9" fill="#1b1b1b"/>
${glasses ? `<g fill="none" stroke="#111" stroke-width="4"><circle cx="${c - eyeGap}" cy="${c + 5}" r="18"/><circle cx="${c + eyeGap}" cy="${c + 5}" r="18"/><line x1="${c - eyeGap + 18}" y1="${c + 5}" x2="${c + eyeGap - 18}" y2="${c + 5}"/></g>` : ''}
<path d="M ${c - 26} ${c + 38} Q ${c} ${c + 38 + smile} ${c + 26} ${c + 38}" stroke="#7a2e2e" stroke-width="5" fill="none" stroke-linecap="round"/>
${hat ? `<path d="M ${c - 90} ${c - 50} L ${c + 90} ${c - 50} L ${c + 50} ${c - 75} L ${c} ${c - 120} L ${c - 50} ${c - 75} Z" fill="#1b1b1b"/>` : ''}
</svg>`;
}

export function createLocalImages(): ImagesProvider {
  return {
    kind: 'local',
    label: GENERATED_AVATAR_LABEL,
    // Rendered in the work pool.
    faceIcon: async (prompt, seed) => asBuffer(await runTask('renderSvg', { svg: avatarSvg(prompt, seed) })),
  };
}
