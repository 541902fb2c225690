import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free port on the loopback. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ServerProcess {
  url: string;
  api: string;
  child: ChildProcess;
  /** Everything the process wrote (its JSON log lines), for the log checks. */
  output(): string;
  /** Ends the process with a signal and waits for it to exit; resolves with its exit code or signal. */
  kill(signal: NodeJS.Signals): Promise<number | NodeJS.Signals | null>;
}

/**
 * The server as `npm start` runs it, in a process of its own, so a test can kill it (SIGKILL mid-flight, SIGTERM)
 * or run two against one database. Resolves once /healthz answers.
 */
export async function spawnServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/node/raw-imports.mjs', 'server/start.ts'],
    {
      env: { ...process.env, PORT: String(port), SITE_DIR: 'no-build', LOG_LEVEL: 'info', ...env },
      stdio: 'pipe',
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited at start:\n${output}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer /healthz in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    api: `${url}/api`,
    child,
    output: () => output,
    kill(signal) {
      child.kill(signal);
      return exited;
    },
  };
}
