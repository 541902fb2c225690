/**
 * The institution index as a module for Node (the server, scripts run with tsx): what the Vite plugin serves as
 * 'virtual:institution-index' (./vite-plugin.ts), built from data/ when first imported. scripts/node's module
 * hooks resolve the virtual name here.
 */
import { buildInstitutionIndex } from './build-index.ts';
import { institutionDataFiles, readInstitutionData } from './data-files.ts';

export default buildInstitutionIndex(readInstitutionData(institutionDataFiles())).payload;
