import type { InstitutionSearch } from './search-engine';

let searchPromise: Promise<InstitutionSearch> | undefined;

/** Lets the page handle what is waiting (a key press) before the next slice of loading. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The search over the bundled list, loaded on first use and kept: the index (built at build time) and the
 * search code with fuse.js are chunks of their own, fetched only when a college field is used.
 * A failed load (offline before the chunks were cached) is forgotten, so the next keystroke tries again.
 */
export function loadInstitutionSearch(): Promise<InstitutionSearch> {
  searchPromise ??= Promise.all([import('virtual:institution-index'), import('./search-engine')])
    .then(([index, engine]) => engine.createInstitutionSearchInSlices(index.default, nextTask))
    .catch((error: unknown) => {
      searchPromise = undefined;
      throw error;
    });
  return searchPromise;
}
