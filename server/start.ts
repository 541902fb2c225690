/**
 * `npm start`: builds the production app if it is missing, then runs the portal's server on it (PORT, default
 * 8080). SIGTERM and SIGINT stop it gracefully: requests in flight finish, then the database closes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { readConfig } from './config';
import { startServer } from './main';

const log = pino({ level: process.env.LOG_LEVEL ?? 'info' });
const config = readConfig();
if (!existsSync(join(config.siteDir, 'index.html')) && config.siteDir.endsWith('dist')) {
  log.info('building the production app (npm run build), once');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}
const running = await startServer(config, { log });
log.info(`open ${running.url}`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: finishing requests in flight');
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  });
