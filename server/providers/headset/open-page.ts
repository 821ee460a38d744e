/** The page the local headset provider shows when one of its deep links is opened. */

import { plainPage } from '../../lib/plain-page.ts';

export const OPEN_PAGE_TEXTS = {
  title: 'Opening Multiverse',
  vr: 'The Multiverse VR app would open now on your headset.',
  desktop: 'The Multiverse desktop app would open now.',
  local:
    'This server uses its local headset provider, which stands in for the headset platform: the link is now marked as used and the console that launched it will notice.',
  target: (target: string) => `Destination: ${target}`,
  close: 'You can close this window.',
} as const;

/** The page, script-free. */
export function openPage(options: { nonvr: boolean; target: string | null }): string {
  return plainPage({
    title: OPEN_PAGE_TEXTS.title,
    paragraphs: [
      options.nonvr ? OPEN_PAGE_TEXTS.desktop : OPEN_PAGE_TEXTS.vr,
      ...(options.target ? [OPEN_PAGE_TEXTS.target(options.target)] : []),
      OPEN_PAGE_TEXTS.local,
      OPEN_PAGE_TEXTS.close,
    ],
  });
}
