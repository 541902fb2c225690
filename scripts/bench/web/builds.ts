import { execSync } from 'node:child_process';

/** A build the benchmark measures: where it is written and how. */
export interface BenchBuild {
  name: 'production' | 'demo';
  dir: string;
  command: string;
}

const DEMO_DIR = 'dist-demo-bench';

/** What real users get: no mock backend in it. */
export const PRODUCTION_BUILD: BenchBuild = { name: 'production', dir: 'dist', command: 'npx vite build' };
/** The demo: the mock backend in the page (msw). Its own directory, so the end-to-end tests' dist-demo is kept. */
export const DEMO_BUILD: BenchBuild = {
  name: 'demo',
  dir: DEMO_DIR,
  command: `npx vite build --mode demo --outDir ${DEMO_DIR}`,
};

export function build({ command }: BenchBuild): void {
  execSync(command, { stdio: 'ignore' });
}
