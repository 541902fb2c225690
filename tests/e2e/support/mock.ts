import type { Page } from '@playwright/test';
import type { MockControls } from '../../../mocks/controls';

/** Sets the mock backend's failure switches in the page (the same switches as the mock panel). */
export async function setMockControls(page: Page, controls: MockControls) {
  await page.evaluate((value) => {
    (window as unknown as { portalMock: { setControls: (c: MockControls) => void } }).portalMock.setControls(
      value,
    );
  }, controls);
}
