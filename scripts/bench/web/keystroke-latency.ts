import { chromium, type Page } from '@playwright/test';
import { field } from '../../../tests/e2e/support/field';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium';

/** Chromium reports an event only when it took at least this long (the Event Timing API's smallest threshold). */
const EVENT_TIMING_THRESHOLD_MS = 16;
const CPU_SLOWDOWN = 4;
/** About 12 characters a second: a quick typist. */
const KEY_DELAY_MS = 80;

type Typing = ReadonlyArray<{ label: string; text: string }>;

/** Fields of the college form, top to bottom, and what a placement officer would type into them. */
const TYPING: Typing = [
  { label: 'University (affiliation)', text: 'Visvesvaraya Technological University' },
  { label: 'College address', text: 'Mysore Road, R V Vidyaniketan Post, Bengaluru 560059' },
  { label: 'TPO name', text: 'Lakshmi Narayanan' },
  { label: 'Name', text: 'Priya Raghavan' },
  { label: 'Designation', text: 'Assistant Professor and Placement Coordinator' },
];

/**
 * The candidate form's college field (suggestions from the bundled list on every key press), typed the ways the
 * search must cope with: a former name, an acronym with a town, a first-letter typo, an abbreviated name.
 */
const CANDIDATE_COLLEGE: Typing = [
  { label: 'College', text: 'delhi college of engineering' },
  { label: 'College', text: 'nitk surathkal' },
  { label: 'College', text: 'kadavpur university' },
  { label: 'College', text: 'govt poly belagavi' },
];
/** A person taps the field, the keyboard opens, then they type (the search loads on focus meanwhile). */
const FOCUS_TO_TYPING_MS = 800;

export interface KeystrokeFigures {
  keystrokes: number;
  /** Key presses Chromium reported as taking at least the threshold (the rest took less). */
  overThreshold: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** PerformanceEventTiming with interactionId, which TypeScript's DOM library does not list yet. */
type EventTimingEntry = PerformanceEventTiming & { interactionId?: number };

declare global {
  interface Window {
    __keyInteractions?: Record<number, number>;
  }
}

// Another origin, so the portal's service worker (which answers every navigation of its own origin) stays out.
const CONTROL_URL = 'http://typing-control.test/';
/** The same labelled fields as plain inputs on an empty page: what this machine and browser cost by themselves. */
const CONTROL_PAGE = `<!doctype html><meta name="viewport" content="width=device-width"><title>Control</title>${TYPING.map(
  ({ label }, index) => `<p><label for="f${index}">${label}</label><input id="f${index}"></p>`,
).join('')}`;

/** Types the texts into their fields as a person would and returns key-press-to-paint figures. */
async function typeAndMeasure(page: Page, typing = TYPING, focusToTypingMs = 0): Promise<KeystrokeFigures> {
  let keystrokes = 0;
  await page.evaluate(() => (window.__keyInteractions = {}));
  for (const { label, text } of typing) {
    const input = field(page, label).first();
    // A phone scrolls the field above its keyboard. Left at the bottom edge of the emulated screen, headless
    // Chromium presents no frame while typing there, and every key would seem to wait seconds for a paint.
    await input.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await input.click();
    await input.fill('');
    if (focusToTypingMs) await page.waitForTimeout(focusToTypingMs);
    await input.pressSequentially(text, { delay: KEY_DELAY_MS });
    keystrokes += text.length;
  }
  await page.waitForTimeout(1000); // let the last entries be delivered
  const reported = Object.values(await page.evaluate(() => window.__keyInteractions ?? {}));
  const durations = [
    ...reported,
    ...Array<number>(Math.max(0, keystrokes - reported.length)).fill(EVENT_TIMING_THRESHOLD_MS),
  ].sort((a, b) => a - b);
  const at = (quantile: number) =>
    durations[Math.min(durations.length - 1, Math.floor(quantile * durations.length))]!;
  return {
    keystrokes,
    overThreshold: reported.length,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    maxMs: durations[durations.length - 1] ?? 0,
  };
}

/**
 * Key press to next paint in the college form with the CPU slowed 4x, by the Event Timing API: for each key
 * press (one interaction: keydown, input, keyup) the longest event duration, which runs from the key press to
 * the paint that follows its handling. Key presses under Chromium's 16 ms reporting threshold count as 16 ms,
 * so the percentiles are upper bounds. The same typing into plain inputs on an empty page is the control.
 */
export async function measureKeystrokes(
  baseUrl: string,
): Promise<{ form: KeystrokeFigures; candidateCollege: KeystrokeFigures; control: KeystrokeFigures }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({
      viewport: { width: 412, height: 915 },
      isMobile: true,
      hasTouch: true,
    });
    await page.addInitScript((threshold) => {
      window.__keyInteractions = {};
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as EventTimingEntry[]) {
          if (!entry.interactionId || !entry.name.startsWith('key')) continue; // clicks are interactions too
          const seen = window.__keyInteractions![entry.interactionId] ?? 0;
          window.__keyInteractions![entry.interactionId] = Math.max(seen, entry.duration);
        }
      }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
    }, EVENT_TIMING_THRESHOLD_MS);
    await page.route(CONTROL_URL, (route) => route.fulfill({ contentType: 'text/html', body: CONTROL_PAGE }));
    const cdp = await page.context().newCDPSession(page);

    await page.goto(`${baseUrl}/collegeform`);
    await page.getByLabel('TPO name').waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const form = await typeAndMeasure(page);

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto(`${baseUrl}/register/student-college`);
    await page.getByLabel('College').first().waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const candidateCollege = await typeAndMeasure(page, CANDIDATE_COLLEGE, FOCUS_TO_TYPING_MS);

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto(CONTROL_URL);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const control = await typeAndMeasure(page);
    return { form, candidateCollege, control };
  } finally {
    await browser.close();
  }
}
