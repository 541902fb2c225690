/** The college's Batch screen, loaded only when its route is visited, with its name in the menu. */
import type { ScreenEntry } from '@/ui/screen/screen-props';

export const BATCH_SCREENS = {
  batch: { label: 'Batch', load: () => import('./pages/batch-page') },
} satisfies Record<string, ScreenEntry>;
