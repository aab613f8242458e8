import { JSDOM, VirtualConsole } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AWAKE_EVENT } from './awake-event';
import { LOCALE_KEY } from './locales';
import { WAKE_ENTRY_ATTRIBUTE, WAKE_ON_TOUCH_SCRIPT } from './wake-on-touch';

const ENTRY = '/assets/index-abc.js';

/** A page carrying the script as the build writes it, asleep (with its entry) or live (without). */
function pageWith(entry: string, storedLocale?: string, pageLocale = 'en') {
  const navigations: string[] = [];
  const virtualConsole = new VirtualConsole();
  // jsdom does not navigate; it reports that it was asked to.
  virtualConsole.on('jsdomError', (error) => {
    if (error.message.includes('navigation')) navigations.push(error.message);
  });
  const dom = new JSDOM(
    `<!doctype html><html lang="${pageLocale}"><head><script ${WAKE_ENTRY_ATTRIBUTE}="${entry}">${WAKE_ON_TOUCH_SCRIPT}</script></head>
    <body><div id="root">
      <button id="menu" type="button"><svg><path d="M0 0"/></svg></button>
      <a id="pricing" href="/pricing">Pricing</a>
      <a id="skip" href="#main">Skip</a>
      <a id="away" href="https://elsewhere.example/">Elsewhere</a>
      <form id="signin"><input id="email" value="" /><button id="send" type="submit">Sign in</button></form>
    </div></body></html>`,
    {
      runScripts: 'dangerously',
      url: 'http://localhost/',
      virtualConsole,
      beforeParse: (window) => {
        if (storedLocale) window.localStorage.setItem(LOCALE_KEY, storedLocale);
      },
    },
  );
  const { window } = dom;
  const byId = <T extends Element>(id: string) => window.document.getElementById(id) as unknown as T;
  const entryScripts = () =>
    [...window.document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
  const click = (id: string, init: MouseEventInit = {}) =>
    byId(id).dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  const awake = () => window.document.dispatchEvent(new window.Event(AWAKE_EVENT));
  const tick = () => new Promise((resolve) => window.setTimeout(resolve, 0));
  return { window, byId, entryScripts, click, awake, tick, navigations };
}

describe('wake-on-touch', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the entry script at the first touch, once, and not before', () => {
    const page = pageWith(ENTRY);
    expect(page.entryScripts()).toEqual([]);
    page.window.dispatchEvent(new page.window.Event('pointerdown'));
    page.window.dispatchEvent(new page.window.Event('keydown'));
    expect(page.entryScripts()).toEqual([ENTRY]);
  });

  it('loads the app at once for a reader who chose another language than the page’s English', () => {
    expect(pageWith(ENTRY, 'de').entryScripts()).toEqual([ENTRY]);
    expect(pageWith(ENTRY, 'en').entryScripts()).toEqual([]);
  });

  it('waits for a touch on a page at a language’s own address, already in the language asked for', () => {
    expect(pageWith(ENTRY, 'de', 'es').entryScripts()).toEqual([]);
    expect(pageWith(ENTRY, undefined, 'ar').entryScripts()).toEqual([]);
  });

  it('loads nothing on a page whose entry script is already in the HTML', () => {
    const page = pageWith('');
    page.window.dispatchEvent(new page.window.Event('pointerdown'));
    expect(page.entryScripts()).toEqual([]);
  });

  it('holds a tap on a button until the app is live, then gives it to the button', async () => {
    const page = pageWith('');
    const taps: string[] = [];
    page.byId('menu').addEventListener('click', (event) => taps.push(event.type));
    // The tap lands on the icon inside the button.
    const held = !page
      .byId('menu')
      .firstElementChild?.dispatchEvent(
        new page.window.MouseEvent('click', { bubbles: true, cancelable: true }),
      );
    expect(held).toBe(true);
    expect(taps).toEqual([]);
    page.awake();
    await page.tick();
    expect(taps).toEqual(['click']);
    // Live, taps pass straight through.
    expect(page.click('menu')).toBe(true);
    expect(taps).toEqual(['click', 'click']);
  });

  it('holds a link to a page of the app, but leaves the browser its own links', async () => {
    const page = pageWith(ENTRY);
    expect(page.click('pricing')).toBe(false);
    expect(page.click('skip')).toBe(true);
    expect(page.click('away')).toBe(true);
    expect(page.click('pricing', { ctrlKey: true })).toBe(true);
    expect(page.click('pricing', { button: 1 })).toBe(true);
    const followed: string[] = [];
    page.byId('pricing').addEventListener('click', (event) => {
      followed.push((event.currentTarget as HTMLAnchorElement).pathname);
      event.preventDefault();
    });
    page.awake();
    await page.tick();
    expect(followed).toEqual(['/pricing']);
  });

  it('follows a held link itself when the app never comes', () => {
    vi.useFakeTimers();
    const page = pageWith(ENTRY);
    page.click('pricing');
    expect(page.navigations).toEqual([]);
    vi.advanceTimersByTime(4000);
    expect(page.navigations).toHaveLength(1);
  });

  it('holds a form being sent until the app is live, then sends it through the app', async () => {
    const page = pageWith('');
    const form = page.byId<HTMLFormElement>('signin');
    const sent: (string | undefined)[] = [];
    // The sign-in button's click: held like any other button.
    expect(page.click('send')).toBe(false);
    // A form sent another way (Enter with no button to click) is held too.
    expect(form.dispatchEvent(new page.window.Event('submit', { bubbles: true, cancelable: true }))).toBe(
      false,
    );
    form.addEventListener('submit', (event) => {
      sent.push((event as SubmitEvent).submitter?.id);
      event.preventDefault();
    });
    page.awake();
    await page.tick();
    expect(sent).toEqual([undefined]);
  });
});
