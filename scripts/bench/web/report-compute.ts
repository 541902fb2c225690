import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium';

const CPU_SLOWDOWN = 4;
const RUNS = 7;

export interface ReportComputeFigures {
  students: number;
  /** The first computation (cold: nothing compiled yet, as when a TPO opens the report) and the median of RUNS. */
  reportFirstMs: number;
  reportMedianMs: number;
  /** The per-student list behind one figure (the placed graduates of the newest batch). */
  listMedianMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Times the placement report's pure module (what the mock's GET /college/report runs, on the main thread like msw's
 * handlers) in Chromium with the CPU slowed 4x, for a campus of `perBatch` students in each of `batches` batches.
 */
export async function measureReportCompute(perBatch: number, batches: number): Promise<ReportComputeFigures> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': fileURLToPath(new URL('../../../src', import.meta.url)) } },
    build: {
      write: false,
      minify: true,
      lib: { entry: 'scripts/bench/web/report-entry.ts', formats: ['iife'], name: 'reportBenchBundle' },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunk = (Array.isArray(output) ? output[0] : output)!.output[0];
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>report bench</title>');
    await page.addScriptTag({ content: chunk.code });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const result = await page.evaluate(([size, count, runs]) => window.reportBench(size, count, runs), [
      perBatch,
      batches,
      RUNS,
    ] as const);
    return {
      students: result.students,
      reportMedianMs: Math.round(median(result.reportMs)),
      reportFirstMs: Math.round(result.reportMs[0] ?? 0),
      listMedianMs: Math.round(median(result.listMs)),
    };
  } finally {
    await browser.close();
  }
}
