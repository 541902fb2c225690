// Module hooks for raw-imports.mjs: a `?raw` URL loads as a module whose default export is the file's text.
import { readFile } from 'node:fs/promises';
import { URL } from 'node:url';

export async function load(url, context, nextLoad) {
  const parsed = new URL(url);
  if (parsed.protocol !== 'file:' || !parsed.searchParams.has('raw')) return nextLoad(url, context);
  parsed.search = '';
  const text = await readFile(parsed, 'utf8');
  return { format: 'module', source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
}
