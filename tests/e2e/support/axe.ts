import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { waitUntilLive } from './hydration';

/**
 * The accessibility audit of one screen state (docs/decisions/, "Accessibility audit"): axe with the WCAG 2.0 and
 * 2.1 A and AA rules plus axe's best practices. Serious and critical findings fail; for the heading rules any
 * finding fails. A small outline check of our own adds: exactly one h1, first, and no level skipped going down.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const HEADING_RULES = new Set(['heading-order', 'page-has-heading-one', 'empty-heading']);

/** What is still loading: spinners, skeleton rows, regions marked busy. */
const BUSY = '.spinner, .skeleton, [aria-busy="true"]';

/** Waits until the screen is what a person would read: its h1 shown and nothing loading. */
export async function settle(page: Page, timeout = 20_000) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout });
  await waitUntilLive(page, timeout);
  await expect(page.locator(BUSY)).toHaveCount(0, { timeout });
}

function describe(result: Result): string {
  const nodes = result.nodes
    .slice(0, 5)
    .map(
      (node) =>
        `      at ${node.target.join(' ')}\n        ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`,
    )
    .join('\n');
  const more = result.nodes.length > 5 ? `\n      … and ${result.nodes.length - 5} more` : '';
  return `  [${result.impact ?? 'no impact'}] ${result.id}: ${result.help}\n${nodes}${more}`;
}

/** The toasts on screen, by their text: a toast can arrive at any moment (the "works offline" notice, say). */
const toastsOnScreen = (page: Page) =>
  page
    .locator('[data-sonner-toast]')
    .evaluateAll((toasts) => toasts.map((toast) => toast.textContent).join('\n'));

/**
 * Waits until the toasts have finished moving in: axe measures colours as drawn, and a toast fading in is paler than
 * it will be (it failed contrast by chance).
 */
async function untilToastsStill(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      (document.querySelector('[data-sonner-toaster]')?.getAnimations({ subtree: true }) ?? [])
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The axe findings that fail the audit, described for a reader (rule, impact, targets, what to fix). */
async function axeFindings(page: Page): Promise<string[]> {
  const analyze = () => new AxeBuilder({ page }).withTags([...AXE_TAGS]).analyze();
  await untilToastsStill(page);
  const toastsBefore = await toastsOnScreen(page);
  let results = await analyze();
  // A toast that came while axe was reading may have been read half faded in: read the screen again once it is still.
  if ((await toastsOnScreen(page)) !== toastsBefore) {
    await untilToastsStill(page);
    results = await analyze();
  }
  return results.violations
    .filter((result) => FAILING_IMPACTS.has(result.impact ?? '') || HEADING_RULES.has(result.id))
    .map(describe);
}

/** The accessible headings in page order (hidden ones excluded), as their levels. */
async function headingLevels(page: Page): Promise<{ level: number; text: string }[]> {
  return page.getByRole('heading').evaluateAll((elements) =>
    elements
      .filter((element) => !element.closest('dialog'))
      .map((element) => ({
        level: Number(element.getAttribute('aria-level') ?? element.tagName.slice(1)),
        text: (element.textContent ?? '').trim().slice(0, 60),
      })),
  );
}

/** Problems with the page's heading outline: not exactly one h1, the h1 not first, a level skipped going down. */
function outlineProblems(headings: readonly { level: number; text: string }[]): string[] {
  const problems: string[] = [];
  const ones = headings.filter(({ level }) => level === 1);
  if (ones.length !== 1) problems.push(`  ${ones.length} h1 headings (exactly one expected)`);
  let previous = 0;
  for (const { level, text } of headings) {
    if (level > previous + 1)
      problems.push(`  h${previous || '(start)'} -> h${level} skips a level at "${text}"`);
    previous = level;
  }
  return problems;
}

/** Audits the screen as it is now; `outline` adds the heading-outline check (pages, not open dialogs). */
async function audit(page: Page, { outline = true }: { outline?: boolean } = {}): Promise<string[]> {
  const findings = await axeFindings(page);
  if (outline) findings.push(...outlineProblems(await headingLevels(page)));
  return findings;
}

/**
 * Collects the findings of several screens and fails once at the end with all of them, so one run shows every
 * screen that broke (a test per screen would load the app again for each).
 */
export class AuditLog {
  private readonly failures: string[] = [];
  private checked = 0;

  async check(page: Page, screen: string, options?: { outline?: boolean }) {
    this.checked += 1;
    const findings = await audit(page, options);
    if (findings.length) this.failures.push(`${screen}\n${findings.join('\n')}`);
  }

  /** Fails with a summary when any screen had findings. */
  expectClean() {
    expect(this.checked, 'no screen was audited').toBeGreaterThan(0);
    const summary = `${this.failures.length} of ${this.checked} screens have accessibility findings`;
    expect(this.failures.length, `${summary}:\n\n${this.failures.join('\n\n')}\n`).toBe(0);
  }
}
