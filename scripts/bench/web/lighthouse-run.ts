import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium';

export interface PageFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  /** Lighthouse's measure of this machine's CPU speed (higher is faster), to judge the simulated slowdown. */
  benchmarkIndex: number;
}

interface ResourceRow {
  resourceType: string;
  transferSize: number;
}

/**
 * One Lighthouse run with its default (mobile) profile: a mid-range phone on slow 4G, CPU slowed 4x, simulated
 * throttling. Each run gets a fresh browser profile, so the page loads cold (no HTTP cache, no service worker).
 */
export async function lighthousePage(url: string): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { audits, categories, runtimeError, environment } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
    const numeric = (id: string) => {
      const value = audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} for ${url}`);
      return value;
    };
    const resources =
      (audits['resource-summary']?.details as { items?: ResourceRow[] } | undefined)?.items ?? [];
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      scriptBytes: resources.find((row) => row.resourceType === 'script')?.transferSize ?? 0,
      benchmarkIndex: environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/** The run with the median performance score of several (Lighthouse's own advice for noisy machines). */
export async function medianLighthouse(url: string, runs: number): Promise<PageFigures> {
  const results: PageFigures[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await lighthousePage(url));
  results.sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
  return results[Math.floor(results.length / 2)]!;
}
