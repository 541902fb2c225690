import { statSync } from 'node:fs';
import type { Plugin } from 'vite';
import { buildInstitutionIndex } from './build-index.ts';
import { institutionDataFiles, readInstitutionData } from './data-files.ts';

/** The module the app imports (lazily) to get the serialized index. */
export const INSTITUTION_INDEX_MODULE = 'virtual:institution-index';
const RESOLVED_ID = `\0${INSTITUTION_INDEX_MODULE}`;

/**
 * Builds the institution index from data/ whenever Vite (build, dev server, Vitest) first needs it, and serves
 * it as a module of its own, so it lands in its own chunk, loaded only when a college field searches.
 * The data files are watched: editing the list rebuilds the index in the dev server.
 */
export function institutionIndexPlugin(): Plugin {
  let cached: { stamp: string; code: string } | undefined;
  return {
    name: 'portal:institution-index',
    // Filters keep Vite from calling the hooks for every other module.
    resolveId: {
      filter: { id: new RegExp(`^${INSTITUTION_INDEX_MODULE}$`) },
      handler: () => RESOLVED_ID,
    },
    load: {
      filter: { id: new RegExp(`^\0${INSTITUTION_INDEX_MODULE}$`) },
      handler() {
        const files = institutionDataFiles();
        const paths = Object.values(files);
        for (const path of paths) this.addWatchFile(path);
        const stamp = paths.map((path) => statSync(path).mtimeMs).join();
        if (cached?.stamp !== stamp) {
          const { payload, report } = buildInstitutionIndex(readInstitutionData(files));
          if (report.unknownDistricts.length > 0) {
            this.warn(
              `institution list: ${report.unknownDistricts.length} district(s) missing from data/districts.tsv ` +
                `(their entries show no state): ${report.unknownDistricts.slice(0, 10).join(', ')}`,
            );
          }
          if (report.ambiguousEntries.length > 0) {
            this.warn(
              `institution list: ${report.ambiguousEntries.length} entr(y/ies) in a district two states share, ` +
                `not in data/entry-states.tsv: ${report.ambiguousEntries.slice(0, 5).join('; ')}`,
            );
          }
          // A string for JSON.parse: engines parse JSON faster than the same data as an object literal.
          cached = {
            stamp,
            code: `export default JSON.parse(${JSON.stringify(JSON.stringify(payload))});\n`,
          };
        }
        return cached.code;
      },
    },
  };
}
