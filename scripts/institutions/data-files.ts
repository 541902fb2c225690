import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InstitutionData } from './build-index';

/** The data files, by absolute path (data/README.md says what each holds). */
export function institutionDataFiles(dataDir = join(dirname(fileURLToPath(import.meta.url)), '../../data')) {
  return {
    aicte: join(dataDir, 'institutions-aicte.tsv'),
    other: join(dataDir, 'institutions-other.tsv'),
    aliases: join(dataDir, 'institution-aliases.tsv'),
    districts: join(dataDir, 'districts.tsv'),
    nameCorrections: join(dataDir, 'institution-name-corrections.tsv'),
    nameWords: join(dataDir, 'institution-name-words.txt'),
  };
}

/** Written by the importer beside the list; read only by the mock backend, never part of the search index. */
export function institutionDetailsFile(
  dataDir = join(dirname(fileURLToPath(import.meta.url)), '../../data'),
) {
  return join(dataDir, 'institution-details-aicte.tsv');
}

export function readInstitutionData(files = institutionDataFiles()): InstitutionData {
  return {
    aicteText: readFileSync(files.aicte, 'utf8'),
    otherText: readFileSync(files.other, 'utf8'),
    aliasesText: readFileSync(files.aliases, 'utf8'),
    districtsText: readFileSync(files.districts, 'utf8'),
  };
}
