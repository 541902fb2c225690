import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import direction of docs/architecture.md is enforced by ESLint (eslint.config.js, boundaries/dependencies
 * and boundaries/no-unknown-files). These lint a few lines as if they were files of the project, so the rules
 * cannot be switched off by accident.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleErrors(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === `boundaries/${rule}`)
    .map((message) => message.message);
}

const layerErrors = (filePath: string, code: string) => ruleErrors('dependencies', filePath, code);

/** How the rule names a feature in its messages. */
const feature = (name: string) => `type "feature" and captured values: feature="${name}"`;

describe('layer boundaries', () => {
  it('refuse an import upward or sideways, static or lazy', async () => {
    expect(
      await layerErrors('src/lib/layer-probe.ts', "export { login } from '@/features/auth/api/auth-api';\n"),
    ).toEqual([expect.stringContaining(`"lib" to elements of ${feature('auth')}`)]);
    expect(
      await layerErrors(
        'src/offline/layer-probe.ts',
        "export const f = () => import('@/features/site/pages/home-page');\n",
      ),
    ).toEqual([expect.stringContaining(`"offline" to elements of ${feature('site')}`)]);
    expect(
      await layerErrors(
        'src/features/auth/layer-probe.ts',
        "export { handlers } from '../../../mocks/handlers';\n",
      ),
    ).toEqual([expect.stringContaining(`${feature('auth')} to elements of type "mocks"`)]);
    expect(await layerErrors('mocks/layer-probe.ts', "export { Button } from '@/ui/button';\n")).toEqual([
      expect.stringMatching(/"mocks" to elements of type "ui"/),
    ]);
    expect(
      await layerErrors('src/features/site/layer-probe.ts', "export { App } from '@/app/app';\n"),
    ).toEqual([expect.stringContaining(`${feature('site')} to elements of type "app"`)]);
  }, 60_000);

  it("refuse another feature's internals: only its front door (public.ts) is open, to any feature", async () => {
    expect(
      await layerErrors(
        'src/features/dashboard/layer-probe.ts',
        "export { JobList } from '@/features/jobs/components/job-card';\n",
      ),
    ).toEqual([expect.stringContaining(`${feature('dashboard')} to elements of ${feature('jobs')}`)]);
    // A feature nobody listed yet is classified by its folder and held to the same rule.
    expect(
      await layerErrors(
        'src/features/new-capability/layer-probe.ts',
        "export { authState } from '@/features/auth/model/auth-store';\n",
      ),
    ).toEqual([expect.stringContaining(`${feature('new-capability')} to elements of ${feature('auth')}`)]);
    expect(
      await layerErrors(
        'src/features/new-capability/layer-probe.ts',
        "export { authState } from '@/features/auth/public';\n",
      ),
    ).toEqual([]);
  }, 60_000);

  it("refuse the app a feature's internals, static or lazy: it composes features through their front doors", async () => {
    expect(
      await layerErrors(
        'src/app/layer-probe.ts',
        "export { authState } from '@/features/auth/model/auth-store';\n",
      ),
    ).toEqual([expect.stringContaining(`"app" to elements of ${feature('auth')}`)]);
    expect(
      await layerErrors(
        'src/app/layer-probe.ts',
        "export const f = () => import('@/features/dashboard/pages/company-jobs-page');\n",
      ),
    ).toEqual([expect.stringContaining(`"app" to elements of ${feature('dashboard')}`)]);
    // The registration forms are elements of their own: the app reaches them only through registration's front door.
    expect(
      await layerErrors(
        'src/app/layer-probe.ts',
        "export { collegeRegistration } from '@/features/registration/college/model/college-registration';\n",
      ),
    ).toEqual([expect.stringMatching(/"app" to elements of type "registration-form"/)]);
    // The entry files beside src/app count as the app.
    expect(
      await layerErrors('src/main.tsx', "export { JobList } from '@/features/jobs/components/job-card';\n"),
    ).toEqual([expect.stringContaining(`to elements of ${feature('jobs')}`)]);
    expect(
      await layerErrors(
        'src/app/layer-probe.ts',
        "export { authState } from '@/features/auth/public';\nexport { DRIVE_SCREENS } from '@/features/drives/public';\n",
      ),
    ).toEqual([]);
    expect(await layerErrors('src/main.tsx', "export { JobList } from '@/features/jobs/public';\n")).toEqual(
      [],
    );
  }, 60_000);

  it('refuse the shared kit any feature, even its front door', async () => {
    expect(
      await layerErrors(
        'src/ui/screen/layer-probe.ts',
        "export { authState } from '@/features/auth/public';\n",
      ),
    ).toEqual([expect.stringContaining(`"ui" to elements of ${feature('auth')}`)]);
    expect(
      await layerErrors('src/ui/screen/layer-probe.ts', "export { paths } from '@/lib/routes';\n"),
    ).toEqual([]);
  }, 60_000);

  it('keep the registration forms apart: each uses registration/shared, none another form', async () => {
    expect(
      await layerErrors(
        'src/features/registration/college/layer-probe.ts',
        "export { SECTION_TITLES } from '@/features/registration/candidate/model/candidate-types';\n",
      ),
    ).toEqual([expect.stringMatching(/"registration-form" to elements of type "registration-form"/)]);
    expect(
      await layerErrors(
        'src/features/registration/college/layer-probe.ts',
        "export { FormSection } from '@/features/registration/shared/form-section';\nexport { isEmailVerified } from '@/features/verification/public';\n",
      ),
    ).toEqual([]);
  }, 60_000);

  it('refuse a file in a folder no element classifies', async () => {
    expect(
      await ruleErrors('no-unknown-files', 'src/widgets/layer-probe.ts', 'export const a = 1;\n'),
    ).toEqual([expect.stringMatching(/does not match any file pattern/)]);
    expect(await ruleErrors('no-unknown-files', 'src/lib/layer-probe.ts', 'export const a = 1;\n')).toEqual(
      [],
    );
  }, 60_000);

  it('allow the documented directions', async () => {
    expect(
      await layerErrors(
        'src/features/registration/layer-probe.ts',
        "export { submitOrQueue } from '@/offline/outbox/outbox';\nexport { Button } from '@/ui/button';\nexport { ERROR_CODES } from '@/lib/api/error-codes';\n",
      ),
    ).toEqual([]);
    expect(
      await layerErrors('src/app/layer-probe.ts', "export const f = () => import('../../mocks/browser');\n"),
    ).toEqual([]);
    expect(await layerErrors('src/main.tsx', "export { JobList } from '@/features/jobs/public';\n")).toEqual(
      [],
    );
  }, 60_000);
});

describe('front doors', () => {
  const frontDoorErrors = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: 'src/features/jobs/public.ts' });
    return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
  };

  it('only re-export, so the build may treat them as free of side effects', async () => {
    expect(
      await frontDoorErrors("export const JOB_PAGES = { job: () => import('./pages/job-page') };\n"),
    ).toEqual([expect.stringMatching(/^no-restricted-syntax: A front door \(public\.ts\) only re-exports/)]);
    expect(
      await frontDoorErrors(
        "import './components/jobs.css';\nexport { JobList } from './components/job-card';\n",
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-syntax: A front door/)]);
    expect(
      await frontDoorErrors(
        "export { JobList } from './components/job-card';\nexport { JOB_PAGES, loadMatchingJobsList } from './page-loaders';\n",
      ),
    ).toEqual([]);
  }, 60_000);

  it('keep the season and the report below the API contract inside lib, with no loop', async () => {
    const restricted = async (filePath: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath });
      return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').length;
    };
    const upward = "export { TextUpTo } from '../api/contract-fields';\n";
    expect(await restricted('src/lib/season/layer-probe.ts', upward)).toBe(1);
    expect(
      await restricted('src/lib/report/layer-probe.ts', "export * from '@/lib/api/drive-contract';\n"),
    ).toBe(1);
    expect(
      await restricted(
        'src/lib/api/layer-probe.ts',
        "export { CGPA_MAX } from '../season/student-record';\n",
      ),
    ).toBe(0);
  }, 60_000);
});

describe('end-to-end tests', () => {
  it('take test and expect from support/test.ts, whose fixture fails a test on page errors', async () => {
    const [refused] = await eslint.lintText(
      "import { expect, test } from '@playwright/test';\nexport { expect, test };\n",
      {
        filePath: 'tests/e2e/probe.spec.ts',
      },
    );
    expect(refused?.messages.map((message) => message.ruleId)).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
    ]);
    const [allowed] = await eslint.lintText(
      "import { chromium } from '@playwright/test';\nimport { expect, test } from './support/test';\nexport { chromium, expect, test };\n",
      { filePath: 'tests/e2e/probe.spec.ts' },
    );
    expect(allowed?.messages).toEqual([]);
  }, 60_000);
});
