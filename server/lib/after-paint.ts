/**
 * A page painted with the console's frame (server/plugins/console.ts) asks for the console's own files and the
 * requested page's (the server's hints, `lib/preloads.ts`) only once the browser has painted it. The frame needs
 * none of them, yet named in the head they download while the page is parsed, and files that arrive before the
 * first frame hold it back (the browser may compile them first) and count against it in Lighthouse's simulation,
 * which takes every request that ended before the paint it observed as one the paint waited for (module scripts
 * leave no trace that would prove otherwise). Held in an inert `<template>` instead, the hints are put in the head
 * by the page's one inline script just after the first frame (at once in a hidden tab, which never paints), all at
 * the same moment, so they still download in parallel. The entry and the shared file it imports stay named in the
 * head as the build wrote them, so the link is busy from the start and a visitor waits no longer for the console
 * (the page's own module script could not do this: it arrives a round trip after the page).
 * The script is fixed text, allowed by its hash in the pages' Content-Security-Policy (server/plugins/
 * security-headers.ts); nothing else inline runs.
 */
import { createHash } from 'node:crypto';

/** Marks the template that holds the hints until the first frame. */
const TEMPLATE_MARK = 'data-after-paint';

/**
 * The inline script: after the first frame, moves the template's hints into the head. It waits as the console's
 * `afterNextPaint` (src/lib/afterNextPaint.ts) does, which it cannot import.
 */
export const AFTER_PAINT_SCRIPT =
  `(function(){var t=document.querySelector('template[${TEMPLATE_MARK}]');if(!t)return;` +
  `function go(){document.head.append(t.content);t.remove()}` +
  `if(document.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})()`;

/** The script's hash as a Content-Security-Policy source. */
export const AFTER_PAINT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64')}'`;

/**
 * The page (its head without `</head>`, and what follows `</head>`) with `hints` (`<link rel="modulepreload">`
 * tags, one per line) held for after the first frame, and the script that releases them last in its body.
 */
export function holdHintsUntilPainted(head: string, hints: string, rest: string): string {
  const held = hints
    .split('\n')
    .map((tag) => tag.trim())
    .join('');
  const body = rest.lastIndexOf('</body>');
  if (body < 0) throw new Error('after-paint: the page has no </body>');
  return (
    `${head}  <template ${TEMPLATE_MARK}>${held}</template>\n  </head>` +
    `${rest.slice(0, body)}<script>${AFTER_PAINT_SCRIPT}</script>\n  ${rest.slice(body)}`
  );
}
