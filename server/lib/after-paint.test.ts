// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_SCRIPT, holdHintsUntilPainted } from './after-paint.ts';

const HINTS = [
  '<link rel="modulepreload" crossorigin href="/assets/App-1.js">',
  '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/Page-1.js">',
].join('\n    ');

/** The painted page's head holding the hints, as the server writes it. */
function paintHead(): void {
  const page = holdHintsUntilPainted(
    '<html><head><title>t</title>',
    HINTS,
    '<body><div id="root"></div></body></html>',
  );
  document.head.innerHTML = /<head>([^]*)<\/head>/.exec(page)?.[1] ?? '';
}

const liveHints = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>(':scope > link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

/** Runs the page's inline script, which is text (this DOM runs no script elements). */
// eslint-disable-next-line no-new-func -- the script under test is the text the page carries.
const runScript = () => new Function(AFTER_PAINT_SCRIPT)();

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

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

describe('the after-paint script', () => {
  it('puts the hints in the head only after the next frame has been painted', async () => {
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    paintHead();
    runScript();
    expect(liveHints()).toEqual([]);
    expect(frame).toBeDefined();
    frame?.(0);
    // Still held during the frame itself: released by the task after it.
    expect(liveHints()).toEqual([]);
    await vi.waitFor(() => expect(liveHints()).toEqual(['/assets/App-1.js', '/assets/Page-1.js']));
    expect(document.querySelector('template[data-after-paint]')).toBeNull();
    expect(document.head.querySelector('link[fetchpriority="low"]')?.getAttribute('href')).toBe(
      '/assets/Page-1.js',
    );
  });

  it('puts them in the head at once in a hidden tab, which never paints', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    paintHead();
    runScript();
    expect(liveHints()).toEqual(['/assets/App-1.js', '/assets/Page-1.js']);
    expect(frame).not.toHaveBeenCalled();
  });

  it('does nothing on a page that holds no hints', () => {
    document.head.innerHTML = '<title>t</title>';
    expect(runScript).not.toThrow();
    expect(liveHints()).toEqual([]);
  });
});
