import { nextTask } from '../next-task';
import type { InstitutionSearch } from './search-engine';

let searchPromise: Promise<InstitutionSearch> | undefined;

/**
 * The search over the bundled list, loaded on first use and kept: the index (built at build time) and the
 * search code with fuse.js are chunks of their own, fetched only when a college field is used.
 * A failed load (offline before the chunks were cached) is forgotten, so the next keystroke tries again.
 */
export function loadInstitutionSearch(): Promise<InstitutionSearch> {
  searchPromise ??= Promise.all([import('virtual:institution-index'), import('./search-engine')])
    // Each slice in a task of its own: what is waiting (a key press) is handled between slices.
    .then(([index, engine]) => engine.createInstitutionSearchInSlices(index.default, nextTask))
    .catch((error: unknown) => {
      searchPromise = undefined;
      throw error;
    });
  return searchPromise;
}
