/**
 * The page's only script, kept to a few KiB. `/` and `/login` arrive as HTML rendered at build time
 * (scripts/build/prerender.ts) for a first-time visitor: no session, light theme, cookie banner not yet
 * answered, Login (not Create). When that fits, the app (React, MUI, the light shell) is fetched only when the
 * visitor first acts — pointer down, a key, focus, a touch — and then hydrates the page as it is; a visitor who
 * only reads downloads no React. Anyone else gets the app at once, rendered afresh (`main.tsx`).
 *
 * Until the page is hydrated, nothing it shows has behaviour: a click on a button (or tab) is held and replayed on
 * the same element once it is; links navigate as plain links; a form is never posted natively (that would put a
 * password in the address) but submitted again once hydrated; and what was typed into a field is handed to the
 * page, whose fields are controlled by React state (React keeps the DOM's value when hydrating, not the state).
 *
 * A signed-in page may arrive painted with the console's frame (the server's choice, from the cookies this script
 * keeps: the theme it notes on every load, the banner's answer). The console renders afresh over it; until then,
 * the painted cookie banner's button is answered here.
 */
import { hasSessionCookie } from './lib/cookieJar';
import { startContextRead } from './authProvider/contextRead';
import { startOpeningListRead } from './staff/collections/openingRead';
import { signInModeOf } from './owner/login/signInMode';
import { cookieConsentGiven, rememberCookieConsent } from './lib/cookieConsent';
import { getThemeMode, recordThemeMode } from './lib/themeMode';
import { routes } from './paths';

const root = document.getElementById('root') as HTMLElement;

/** Whether the pre-rendered page is exactly what this visitor's first render would show. */
function prerenderFits(): boolean {
  if (root.dataset.prerendered !== location.pathname) return false;
  if (hasSessionCookie() || getThemeMode() !== 'light' || cookieConsentGiven()) return false;
  return location.pathname !== routes.login || signInModeOf(location.search) === 'login';
}

const startApp = (how: 'hydrate' | 'render') => import('./main').then(({ start }) => start(how));

/** Events that mean the visitor is about to act: the app starts loading on the first of them. */
const FIRST_SIGNS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
/** Elements whose click is held and replayed once the page is live (links navigate as they are). */
const CONTROLS = 'button, [role="button"], [role="tab"], input[type="submit"]';

type Field = HTMLInputElement | HTMLTextAreaElement;

const heldClicks: HTMLElement[] = [];
const heldSubmits: HTMLFormElement[] = [];
/** What was typed into each field before the page was live, latest first kept. */
const typed = new Map<Field, string>();
let starting = false;
/** Set while a held event is replayed, which must reach the page. */
let replaying = false;

function holdClick(event: MouseEvent): void {
  if (replaying) return;
  const target = event.target instanceof Element ? event.target : null;
  if (!target || target.closest('a[href]')) return;
  const control = target.closest<HTMLElement>(CONTROLS);
  if (!control) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!heldClicks.includes(control)) heldClicks.push(control);
}

function holdSubmit(event: SubmitEvent): void {
  if (replaying) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const form = event.target;
  if (form instanceof HTMLFormElement && !heldSubmits.includes(form)) heldSubmits.push(form);
}

/**
 * Events on a field that React would answer, once its code is here but before the field is hydrated, by hydrating
 * the whole page at once inside that event (a keystroke during hydration then waited for all of it). Until the
 * page is live they stay with the browser, which types, focuses and selects as usual; what was typed is handed
 * over after, and React hydrates in slices between keystrokes.
 */
const FIELD_EVENTS = [
  'keydown',
  'keypress',
  'keyup',
  'beforeinput',
  'textInput',
  'compositionstart',
  'compositionupdate',
  'compositionend',
  'input',
  'change',
  'select',
  'paste',
  'cut',
  'copy',
  'contextmenu',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'click',
  'focusin',
  'focusout',
] as const;

/** Whether an event's target (or the focused element) is a text field. */
const isField = (target: unknown): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

function keepFromPage(event: Event): void {
  if (replaying) return;
  if (isField(event.target)) event.stopPropagation();
}

function noteTyping(event: Event): void {
  const field = event.target;
  if (isField(field)) typed.set(field, field.value);
}

/** Lets React's state update and re-render before the next replayed event reads it. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hands a typed value to the hydrated page's field: React tracks the value it last saw, so the field is set to
 * empty through React's tracked setter, then to the typed value behind it, and an input event tells React.
 */
function handOver(field: Field, typed: string): void {
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  field.value = '';
  setValue.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The page learns which field has the focus, which it could not see while it was not live. */
function handOverFocus(): void {
  const field = document.activeElement;
  if (isField(field)) field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

function release(): void {
  document.removeEventListener('click', holdClick, true);
  document.removeEventListener('submit', holdSubmit, true);
  document.removeEventListener('input', noteTyping, true);
}

async function hydrateOnFirstSign(): Promise<void> {
  if (starting) return;
  starting = true;
  // A field whose value differs from the one it was served with was filled in without an input event (by the
  // browser's autofill, say).
  for (const field of root.querySelectorAll<Field>('input, textarea'))
    if (field.value !== field.defaultValue && !typed.has(field)) typed.set(field, field.value);
  try {
    await startApp('hydrate');
  } catch {
    // The app could not be fetched (offline, a new deployment): the next sign of interaction tries again.
    starting = false;
    return;
  }
  for (const type of FIRST_SIGNS) document.removeEventListener(type, onFirstSign, true);
  for (const type of FIELD_EVENTS) document.removeEventListener(type, keepFromPage, true);
  handOverFocus();
  // Hydrating keeps a typed value in the DOM, but the page's state is still empty and its first re-render (MUI's
  // fields re-render on mount) empties the field: every value noted before is handed to the page.
  for (const [field, value] of typed) {
    if (field.isConnected) handOver(field, value);
    await nextTask();
  }
  // Clicks and submits go on being held until every one has been replayed, in order, after the typed values.
  for (;;) {
    const click = heldClicks.shift();
    const form = click ? undefined : heldSubmits.shift();
    if (click?.isConnected) replay(() => click.click());
    else if (form?.isConnected) replay(() => form.requestSubmit());
    else if (!click && !form) break;
    await nextTask();
  }
  release();
}

function replay(dispatch: () => void): void {
  replaying = true;
  try {
    dispatch();
  } finally {
    replaying = false;
  }
}

function onFirstSign(): void {
  void hydrateOnFirstSign();
}

/** The painted frame's cookie banner answers before the console is here; the console then shows none. */
function answerPaintedBanner(): void {
  const accept = root.querySelector<HTMLElement>('[data-cookie-accept]');
  accept?.addEventListener('click', () => {
    rememberCookieConsent();
    accept.closest('section')?.remove();
  });
}

// The server paints the next signed-in page in the theme this one is shown in.
recordThemeMode();
if (root.dataset.painted) answerPaintedBanner();

if (prerenderFits()) {
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('input', noteTyping, true);
  for (const type of FIELD_EVENTS) document.addEventListener(type, keepFromPage, true);
  for (const type of FIRST_SIGNS)
    document.addEventListener(type, onFirstSign, { capture: true, passive: true });
} else {
  // A stored session: the console's frame waits for the session's context; ask for it now, not once the
  // console's code has arrived and run.
  // On a staff collection's page, its list too.
  if (hasSessionCookie()) {
    startContextRead();
    startOpeningListRead();
  }
  void startApp('render');
}
