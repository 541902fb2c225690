/**
 * npm run contract:generate: writes docs/openapi.json from the contract. With --check it writes nothing and fails
 * when the committed document is not what the contract makes now (CI runs this; docs/api.md, 'OpenAPI').
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from './openapi';

export const OPENAPI_FILE = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));

export const serializeDocument = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;

function main(args: string[]): number {
  const text = serializeDocument(buildOpenApiDocument());
  if (!args.includes('--check')) {
    writeFileSync(OPENAPI_FILE, text);
    console.warn(`Wrote ${OPENAPI_FILE}`);
    return 0;
  }
  let committed = '';
  try {
    committed = readFileSync(OPENAPI_FILE, 'utf8');
  } catch {
    // A missing file is out of date too.
  }
  if (committed === text) return 0;
  console.error(
    'docs/openapi.json is not what the contract makes: run `npm run contract:generate` and commit it.',
  );
  return 1;
}

process.exitCode = main(process.argv.slice(2));
