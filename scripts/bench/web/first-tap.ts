import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium';

const CPU_SLOWDOWN = 4;
/**
 * Slow 4G as Chromium's DevTools and Lighthouse (its "applied" throttling) define it: 150 ms round trips, 1.6 Mbit/s
 * down and 750 kbit/s up, applied at the browser's network layer with their adjustment factors.
 */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
/** How often a tap is repeated until the menu opens (faster than a person taps again and again). */
const TAP_INTERVAL_MS = 50;
const GIVE_UP_MS = 30_000;

/** The header's menu toggle at phone width (the first thing a visitor taps to get anywhere), and what it shows. */
const MENU_TOGGLE = '.site-header__toggle';
const MENU_ID = 'site-nav';

declare global {
  interface Window {
    __contentPaintAt?: number;
    __menuOpenAt?: number;
    /** Tells the benchmark that the menu of this page is open (a Playwright binding). */
    __menuOpened?: (href: string) => void;
  }
}

export interface FirstTapFigure {
  path: string;
  /** From the page's first contentful paint to the moment a tap opened the menu; undefined if it never did. */
  ms: number | undefined;
}

const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

interface Point {
  x: number;
  y: number;
}

/** Where the menu toggle sits on the phone's screen (the same on every page), from one unthrottled visit. */
async function menuTogglePoint(browser: Browser, url: string): Promise<Point> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url);
    const box = await page.locator(MENU_TOGGLE).boundingBox();
    if (!box) throw new Error(`No menu toggle on ${url}`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/**
 * One cold visit (fresh profile: no cache, no service worker yet) of a page on an emulated phone with the CPU
 * slowed 4x and slow 4G. From the moment the navigation starts, the place of the header's menu toggle is tapped
 * every 50 ms until a tap has opened the menu, faster than a person would. Both ends are read from the page's own
 * clock: its first contentful paint (Paint Timing; the header is on screen) and the moment the page handled the
 * click that left the menu open (a native disclosure or a script opened it); a tap taken just before the paint
 * counts from the paint.
 */
async function firstTap(browser: Browser, url: string, toggle: Point): Promise<number | undefined> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    let opened = false;
    await page.exposeFunction('__menuOpened', (href: string) => (opened ||= href === url));
    await page.addInitScript((menuId) => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name === 'first-contentful-paint') window.__contentPaintAt ??= entry.startTime;
      }).observe({ type: 'paint', buffered: true });
      // A tap that lands on a link while the page is still being laid out must not take the visitor elsewhere.
      window.addEventListener(
        'click',
        (event) => {
          if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
        },
        true,
      );
      window.addEventListener('click', () => {
        const handledAt = performance.now();
        // After the click's own effects (a disclosure toggles after the event's listeners have run).
        setTimeout(() => {
          const menu = document.getElementById(menuId);
          if (window.__menuOpenAt !== undefined || !menu || getComputedStyle(menu).display === 'none') return;
          window.__menuOpenAt = handledAt;
          window.__menuOpened?.(location.href);
        });
      });
    }, MENU_ID);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    const deadline = Date.now() + GIVE_UP_MS;
    while (!opened && Date.now() < deadline) {
      const tappedAt = Date.now();
      // Resolves once the page has taken the touch (a busy main thread holds it, as it would hold a finger's).
      await page.touchscreen.tap(toggle.x, toggle.y);
      await page.waitForTimeout(Math.max(0, TAP_INTERVAL_MS - (Date.now() - tappedAt)));
    }
    if (!opened) return undefined;
    // Read from this page's document: just after a navigation commits, Playwright may still address the one before.
    const times = await page.waitForFunction(
      (href) =>
        location.href === href && window.__contentPaintAt !== undefined && window.__menuOpenAt !== undefined
          ? [window.__contentPaintAt, window.__menuOpenAt]
          : null,
      url,
    );
    const [paintAt, openAt] = (await times.jsonValue()) as [number, number];
    return Math.max(0, openAt - paintAt);
  } finally {
    await context.close();
  }
}

/** The first-paint-to-working-tap time of each page, one cold visit each. */
export async function measureFirstTaps(baseUrl: string, paths: readonly string[]): Promise<FirstTapFigure[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const toggle = await menuTogglePoint(browser, baseUrl + (paths[0] ?? '/'));
    const figures: FirstTapFigure[] = [];
    for (const path of paths) figures.push({ path, ms: await firstTap(browser, baseUrl + path, toggle) });
    return figures;
  } finally {
    await browser.close();
  }
}
