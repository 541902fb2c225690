/**
 * `tsx scripts/serve-production.ts <port> [dir]` — serves a built app (default dist/, the production build) as a
 * host would, with the API stubbed by a signed-out visitor's answers (scripts/bench/web/serve-build.ts). The
 * end-to-end tests that need the production build (what real visitors get, with no mock backend in it) use it.
 */
import { serveBuild } from './bench/web/serve-build';
import { print } from './print';

const [port = '4173', dir = 'dist'] = process.argv.slice(2);
const served = await serveBuild(dir, Number(port));
print(`serving ${dir} at ${served.url}`);
