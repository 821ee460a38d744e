import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AFTER_PAINT_SCRIPT, holdHintsUntilPainted } from './after-paint.ts';

const HINTS = [
  '<link rel="modulepreload" crossorigin href="/assets/App-1.js">',
  '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/Page-1.js">',
].join('\n    ');

const PAGE = holdHintsUntilPainted(
  '<!doctype html><html><head><title>t</title>',
  HINTS,
  '<body><div id="root"></div></body></html>',
);

let window: Window | undefined;

afterEach(async () => {
  await window?.happyDOM.close();
  window = undefined;
});

/**
 * A browser window that runs the page's inline script as it is parsed (and fetches nothing), with its frames
 * under the test's control: `paint` runs the callbacks of the next frame.
 */
function openPage(page: string, visibility: 'visible' | 'hidden' = 'visible') {
  window = new Window({ settings: { enableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true } });
  const frames: FrameRequestCallback[] = [];
  Object.defineProperty(window, 'requestAnimationFrame', {
    value: (callback: FrameRequestCallback) => frames.push(callback),
  });
  Object.defineProperty(window.document, 'visibilityState', { get: () => visibility });
  window.document.write(page);
  const document = window.document;
  return {
    frames,
    paint: () => frames.splice(0).forEach((callback) => callback(0)),
    liveHints: () =>
      [...document.head.querySelectorAll(':scope > link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      ),
    template: () => document.querySelector('template[data-after-paint]'),
    settle: () => new Promise((resolve) => window?.setTimeout(resolve, 0)),
  };
}

describe('holdHintsUntilPainted', () => {
  it('holds the hints in a template at the end of the head and puts the script last in the body', () => {
    const page = holdHintsUntilPainted('<html><head><title>t</title>', HINTS, '<body><p>x</p></body></html>');
    expect(page).toBe(
      '<html><head><title>t</title>  <template data-after-paint>' +
        '<link rel="modulepreload" crossorigin href="/assets/App-1.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/Page-1.js">' +
        `</template>\n  </head><body><p>x</p><script>${AFTER_PAINT_SCRIPT}</script>\n  </body></html>`,
    );
  });

  it('refuses a page without a body end', () => {
    expect(() => holdHintsUntilPainted('<head>', HINTS, '<p>x</p>')).toThrow(/no <\/body>/);
  });
});

describe("the page's after-paint script", () => {
  it('puts the hints in the head only after the first frame has been painted', async () => {
    const page = openPage(PAGE);
    expect(page.liveHints()).toEqual([]);
    expect(page.frames).toHaveLength(1);
    page.paint();
    // Still held during the frame itself: released by the task after it.
    expect(page.liveHints()).toEqual([]);
    await page.settle();
    expect(page.liveHints()).toEqual(['/assets/App-1.js', '/assets/Page-1.js']);
    expect(page.template()).toBeNull();
    expect(window?.document.head.querySelector('link[fetchpriority="low"]')?.getAttribute('href')).toBe(
      '/assets/Page-1.js',
    );
  });

  it('puts them in the head at once in a hidden tab, which never paints', () => {
    const page = openPage(PAGE, 'hidden');
    expect(page.liveHints()).toEqual(['/assets/App-1.js', '/assets/Page-1.js']);
    expect(page.frames).toHaveLength(0);
  });

  it('does nothing on a page that holds no hints', async () => {
    const page = openPage(
      `<!doctype html><html><head></head><body><script>${AFTER_PAINT_SCRIPT}</script></body></html>`,
    );
    page.paint();
    await page.settle();
    expect(page.liveHints()).toEqual([]);
  });
});
