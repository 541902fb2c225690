import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InstitutionData } from './build-index';

/** The files the institution index is built from, by absolute path. */
export function institutionDataFiles(dataDir = join(dirname(fileURLToPath(import.meta.url)), '../../data')) {
  return {
    list: join(dataDir, 'institutions.txt'),
    districts: join(dataDir, 'districts.tsv'),
    entryStates: join(dataDir, 'entry-states.tsv'),
  };
}

export function readInstitutionData(files = institutionDataFiles()): InstitutionData {
  return {
    listText: readFileSync(files.list, 'utf8'),
    districtsText: readFileSync(files.districts, 'utf8'),
    entryStatesText: readFileSync(files.entryStates, 'utf8'),
  };
}
