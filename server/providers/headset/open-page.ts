/** The page the local headset provider shows when one of its deep links is opened. */

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const OPEN_PAGE_TEXTS = {
  title: 'Opening Multiverse',
  vr: 'The Multiverse VR app would open now on your headset.',
  desktop: 'The Multiverse desktop app would open now.',
  local:
    'This server uses its local headset provider, which stands in for the headset platform: the link is now marked as used and the console that launched it will notice.',
  target: (target: string) => `Destination: ${target}`,
  close: 'You can close this window.',
} as const;

/** An accessible, script-free HTML page. */
export function openPage(options: { nonvr: boolean; target: string | null }): string {
  const lines = [
    options.nonvr ? OPEN_PAGE_TEXTS.desktop : OPEN_PAGE_TEXTS.vr,
    ...(options.target ? [OPEN_PAGE_TEXTS.target(options.target)] : []),
    OPEN_PAGE_TEXTS.local,
    OPEN_PAGE_TEXTS.close,
  ];
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${OPEN_PAGE_TEXTS.title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
<main><h1>${OPEN_PAGE_TEXTS.title}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</main>
</body>
</html>
`;
}
