import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import direction of docs/architecture.md is enforced by ESLint (eslint.config.js, boundaries/dependencies).
 * These lint a few lines as if they were files of the project, so the rule cannot be switched off by accident.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

describe('layer boundaries', () => {
  it('refuse an import upward or sideways, static or lazy', async () => {
    expect(
      await layerErrors('src/lib/layer-probe.ts', "export { login } from '@/features/auth/api/auth-api';\n"),
    ).toEqual([expect.stringMatching(/"lib" to elements of type "auth"/)]);
    expect(
      await layerErrors(
        'src/offline/layer-probe.ts',
        "export const f = () => import('@/features/site/pages/home-page');\n",
      ),
    ).toEqual([expect.stringMatching(/"offline" to elements of type "site"/)]);
    expect(
      await layerErrors(
        'src/features/auth/layer-probe.ts',
        "export { handlers } from '../../../mocks/handlers';\n",
      ),
    ).toEqual([expect.stringMatching(/"auth" to elements of type "mocks"/)]);
    expect(await layerErrors('mocks/layer-probe.ts', "export { Button } from '@/ui/button';\n")).toEqual([
      expect.stringMatching(/"mocks" to elements of type "ui"/),
    ]);
    expect(
      await layerErrors('src/features/site/layer-probe.ts', "export { App } from '@/app/app';\n"),
    ).toEqual([expect.stringMatching(/"site" to elements of type "app"/)]);
  }, 60_000);

  it('let the drives feature reach another feature only through its front door (public.ts)', async () => {
    const [deep] = await eslint.lintText(
      "export { ScreenHeader } from '@/features/dashboard/components/screen-header';\n",
      { filePath: 'src/features/drives/front-door-probe.ts' },
    );
    expect(deep?.messages.map((message) => message.message)).toEqual([
      expect.stringContaining('Import another feature only through its front door (public.ts).'),
    ]);
    const [front] = await eslint.lintText("export { ScreenHeader } from '@/features/dashboard/public';\n", {
      filePath: 'src/features/drives/front-door-probe.ts',
    });
    expect(front?.messages).toEqual([]);
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
  }, 60_000);
});
