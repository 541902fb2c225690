import { statSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { InstitutionIndexPayload } from '../../src/lib/institutions/index-format.ts';
import { buildInstitutionIndex } from './build-index.ts';
import { institutionDataFiles, readInstitutionData } from './data-files.ts';

/** The module the app imports (lazily) to get the serialized index. */
export const INSTITUTION_INDEX_MODULE = 'virtual:institution-index';
const RESOLVED_ID = `\0${INSTITUTION_INDEX_MODULE}`;

/** The module's code. A string for JSON.parse: engines parse JSON faster than the same data as an object literal. */
export function institutionIndexModuleCode(payload: InstitutionIndexPayload): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(payload))});\n`;
}

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
                `(found by their own spelling only): ${report.unknownDistricts.slice(0, 10).join(', ')}`,
            );
          }
          if (report.danglingAliases.length > 0) {
            this.warn(
              `institution aliases naming no listed institution (left out): ${report.danglingAliases.join('; ')}`,
            );
          }
          cached = { stamp, code: institutionIndexModuleCode(payload) };
        }
        return cached.code;
      },
    },
  };
}
