// Module hooks for raw-imports.mjs: a `?raw` URL loads as a module whose default export is the file's text, and
// the Vite plugin's virtual institution index resolves to a module that builds it (the server's college search).
import { readFile } from 'node:fs/promises';
import { URL } from 'node:url';

const VIRTUAL_MODULES = {
  'virtual:institution-index': new URL('../institutions/institution-index-module.ts', import.meta.url).href,
};

export async function resolve(specifier, context, nextResolve) {
  const url = VIRTUAL_MODULES[specifier];
  // Resolved on through the chain, so the TypeScript loader (tsx) takes the module as its own.
  return nextResolve(url ?? specifier, context);
}

export async function load(url, context, nextLoad) {
  const parsed = new URL(url);
  if (parsed.protocol !== 'file:' || !parsed.searchParams.has('raw')) return nextLoad(url, context);
  parsed.search = '';
  const text = await readFile(parsed, 'utf8');
  return { format: 'module', source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
}
