import { driveHref, driveRoundHref, paths } from '../../../src/lib/routes';
import type { DemoRole } from './sign-in';

/**
 * The main screens of each signed-in area, on the demo seed, and what shows that each has its content: its heading
 * (an `h1` in the main area starting with `heading`) and its data (an element matching `data`, drawn only from the
 * server's answer).
 */
export interface SignedInScreen {
  role: DemoRole;
  /** What the benchmark prints. */
  name: string;
  path: string;
  heading: string;
  data: string;
}

/** A running drive of the demo season (Voltline's Firmware Validation Engineer) and its round without results. */
const DRIVE = 'drv-voltline-validation';
const ROUND = `${DRIVE}-r2`;
/** The applicants table's rows: the picker's table draws them once the first page of applicants is in. */
const APPLICANT_ROWS = '.vtable tbody tr';

export const SIGNED_IN_SCREENS: readonly SignedInScreen[] = [
  {
    role: 'student',
    name: 'drives',
    path: paths.studentDrives,
    heading: 'Placement drives',
    data: '.drive-card',
  },
  { role: 'student', name: 'offers', path: paths.studentOffers, heading: 'Offers', data: '.offer-card' },
  { role: 'tpo', name: 'season', path: paths.collegeSeason, heading: 'Placement season', data: '.stat' },
  { role: 'tpo', name: 'drives', path: paths.collegeDrives, heading: 'Drives', data: '.record-card' },
  {
    role: 'tpo',
    name: 'a drive',
    path: driveHref('college', DRIVE),
    heading: 'Firmware Validation',
    data: '.drive-rounds li',
  },
  {
    role: 'tpo',
    name: "a round's applicants",
    path: driveRoundHref('college', DRIVE, ROUND),
    heading: 'Round 2',
    data: APPLICANT_ROWS,
  },
  // The report draws its sections in turn: the charts are the last of its figures.
  {
    role: 'tpo',
    name: 'the report',
    path: paths.collegeReport,
    heading: 'Placement report',
    data: '.bar-chart',
  },
  {
    role: 'company',
    name: 'drives',
    path: paths.companyDrives,
    heading: 'Campus drives',
    data: '.record-card',
  },
  {
    role: 'company',
    name: "a round's applicants",
    path: driveRoundHref('company', DRIVE, ROUND),
    heading: 'Round 2',
    data: APPLICANT_ROWS,
  },
];

/** What the page records of its own load (window.__signedIn), read by ./signed-in.ts. */
export interface LoadRecord {
  /** When the heading and the data were first on screen (the frame after the DOM had both), ms from navigation. */
  contentMs?: number;
  /** Long tasks (Long Tasks API): start and duration, ms. */
  tasks: { start: number; duration: number }[];
  /** Long animation frames with their scripts, to say where the time went. */
  frames: { start: number; duration: number; scripts: { source: string; duration: number }[] }[];
}

declare global {
  interface Window {
    __signedIn?: LoadRecord;
  }
}

/**
 * Runs in the page before its own code on every load (an init script): watches the DOM until the screen's heading
 * and data are both there, and records long tasks and long animation frames from the start of the navigation.
 */
export function recordLoad(screens: Record<string, { heading: string; data: string }>): void {
  const record: LoadRecord = { tasks: [], frames: [] };
  window.__signedIn = record;
  new PerformanceObserver((list) => {
    for (const { startTime, duration } of list.getEntries())
      record.tasks.push({ start: startTime, duration });
  }).observe({ type: 'longtask', buffered: true });
  type Frame = PerformanceEntry & {
    scripts: { duration: number; invoker: string; sourceURL: string; sourceFunctionName: string }[];
  };
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries() as Frame[])
      record.frames.push({
        start: frame.startTime,
        duration: frame.duration,
        scripts: frame.scripts.map((script) => ({
          source: `${script.invoker} ${script.sourceURL.split('/').pop()}:${script.sourceFunctionName}`,
          duration: script.duration,
        })),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
  const screen = screens[location.pathname];
  if (!screen) return;
  // No named helper functions in here: the bundler would wrap them in a helper the page does not have.
  const watcher = new MutationObserver(() => {
    const headings = [...document.querySelectorAll('main h1')];
    if (!headings.some((h1) => h1.textContent?.startsWith(screen.heading))) return;
    if (!document.querySelector(screen.data)) return;
    watcher.disconnect();
    requestAnimationFrame(() => (record.contentMs = performance.now()));
  });
  watcher.observe(document, { subtree: true, childList: true, characterData: true });
}
