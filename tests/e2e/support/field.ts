import type { Locator, Page } from '@playwright/test';

/** A field's visible label as a pattern: the field kit adds ' *' to the label of a required field. */
export const requiredLabel = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/** A form field by its visible label, required or not. */
export const field = (scope: Page | Locator, label: string) => scope.getByLabel(requiredLabel(label));
