import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFileFor } from './build-files';

function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'build-'));
  mkdirSync(join(dir, 'register'));
  mkdirSync(join(dir, 'assets'));
  for (const file of [
    'index.html',
    'shell.html',
    'login.html',
    'Job_pulse.html',
    'register/student-college.html',
    'assets/a.js',
  ])
    writeFileSync(join(dir, file), file);
  return dir;
}

describe('buildFileFor', () => {
  const dir = fakeBuild();
  const served = (url: string) => relative(dir, buildFileFor(dir, url));

  it('serves files, and the prerendered page of a path', () => {
    expect(served('/assets/a.js')).toBe('assets/a.js');
    expect(served('/')).toBe('index.html');
    expect(served('/login?type=college')).toBe('login.html');
    expect(served('/register/student-college')).toBe('register/student-college.html');
    expect(served('/Job_pulse?role=pcb_designer')).toBe('Job_pulse.html');
  });

  it('serves the app shell for every other route, and never a file outside the build', () => {
    expect(served('/student/dashboard')).toBe('shell.html');
    expect(served('/register')).toBe('shell.html');
    expect(served('/job/job-001')).toBe('shell.html');
    expect(served('/../../etc/passwd')).toBe('shell.html');
    expect(served('/%2e%2e/%2e%2e/etc/passwd')).toBe('shell.html');
  });
});
