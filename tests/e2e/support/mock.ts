import type { Page } from '@playwright/test';
import type { MockControls } from '@mocks/controls';

/**
 * Sets the mock backend's failure switches in the page (the same switches as the mock panel). The page is on screen
 * before the mock has started; its console handle appears once it has (switches set earlier would be replaced by
 * the stored ones as it starts).
 */
export async function setMockControls(page: Page, controls: MockControls) {
  await page.waitForFunction(() => 'portalMock' in window);
  await page.evaluate((value) => {
    (window as unknown as { portalMock: { setControls: (c: MockControls) => void } }).portalMock.setControls(
      value,
    );
  }, controls);
}
