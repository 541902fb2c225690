import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { exampleJobInput } from '../scripts/contract/examples';
import { Device } from './test/http';
import { startTestServer } from './test/test-server';

const run = promisify(execFile);
const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function folder(): Promise<string> {
  const made = await mkdtemp(join(tmpdir(), 'portal-cli-'));
  folders.push(made);
  return made;
}

/** One of the server's commands (package.json), as a person runs it, on a data folder. */
function command(script: string, args: string[], env: Record<string, string>) {
  return run(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/node/raw-imports.mjs', script, ...args],
    {
      env: { ...process.env, ...env },
    },
  );
}

describe("the server's commands", () => {
  it("create a real college's first placement officer, who sets a password through the printed link", async () => {
    const dataDir = await folder();
    const env = { DATA_DIR: dataDir, SEED: 'none', PUBLIC_URL: 'https://placements.college.example' };
    const { stdout } = await command(
      'server/cli/create-officer.ts',
      ['--email', 'TPO@College.example', '--name', 'Dr. A. Kumar', '--college', 'ABC COLLEGE OF ENGINEERING'],
      env,
    );
    const link = /https:\/\/placements\.college\.example(\/reset-password\/\S+)/.exec(stdout)?.[1];
    expect(link).toBeDefined();
    await expect(
      command(
        'server/cli/create-officer.ts',
        ['--email', 'tpo@college.example', '--name', 'X', '--college', 'Y'],
        env,
      ),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('An account already uses tpo@college.example'),
    });

    const server = await startTestServer({ engine: 'pglite', dataDir, env: { SEED: 'none' } });
    try {
      const officer = new Device(server.api);
      const before = await officer.call('POST', '/user/login', {
        email: 'tpo@college.example',
        password: 'Placement@2027',
        type: 'college',
      });
      expect(before.status).toBe(401);
      const token = link!.split('/').pop()!;
      const reset = await officer.call('POST', `/user/reset-password/${token}`, {
        password: 'Placement@2027',
      });
      expect(reset.status).toBe(200);
      await officer.signIn('tpo@college.example', 'college', 'Placement@2027');
      // The link works once.
      expect(
        (await officer.call('POST', `/user/reset-password/${token}`, { password: 'Other@20277' })).status,
      ).toBe(400);
      // An empty portal: the demo's accounts are not there.
      expect((await server.store.read()).accounts.map((account) => account.emails)).toEqual([
        ['tpo@college.example'],
      ]);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('back up a portal and restore it into another database, with what was written', async () => {
    const [first, second] = [await folder(), await folder()];
    const server = await startTestServer({ engine: 'pglite', dataDir: first });
    const title = 'Kept through a backup';
    try {
      const company = new Device(server.api);
      await company.signIn('lead@example.com', 'company');
      expect(
        (await company.call('POST', '/company/jobs', { ...exampleJobInput('2099-06-30'), title })).status,
      ).toBe(201);
      // The embedded database is one process's: the backup waits until the server stops.
      await expect(
        command('server/cli/db-backup.ts', [join(first, 'refused.jsonl')], { DATA_DIR: first }),
      ).rejects.toMatchObject({
        stderr: expect.stringContaining('is in use by process'),
      });
    } finally {
      await server.stop();
    }
    const backup = join(second, 'portal.jsonl');
    await command('server/cli/db-backup.ts', [backup], { DATA_DIR: first });
    await command('server/cli/db-restore.ts', [backup], { DATA_DIR: second, SEED: 'none' });

    const restored = await startTestServer({ engine: 'pglite', dataDir: second, env: { SEED: 'none' } });
    try {
      const company = new Device(restored.api);
      await company.signIn('lead@example.com', 'company');
      const list = (await (await company.call('GET', '/company/jobs?pageSize=50')).json()) as {
        items: Array<{ title: string }>;
      };
      expect(list.items.map((job) => job.title)).toContain(title);
    } finally {
      await restored.stop();
    }
  }, 180_000);
});
