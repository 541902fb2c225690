import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  apiOrigin,
  cspDirectives,
  headerCsp,
  headerRule,
  headersFile,
  type HeaderCspOptions,
  metaCsp,
  prerenderedPagePaths,
  securityHeaders,
  serializeCsp,
} from './csp-policy';

/** The sources of one directive in a serialized policy. */
function sources(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(' '))
    .find(([directive]) => directive === name);
  return found?.slice(1);
}

describe('the Content-Security-Policy', () => {
  it('runs only the app’s own script files: no inline script, no eval, no plugins', () => {
    const policy = metaCsp();
    expect(sources(policy, 'script-src')).toEqual(["'self'"]);
    expect(sources(policy, 'default-src')).toEqual(["'self'"]);
    expect(sources(policy, 'object-src')).toEqual(["'none'"]);
    expect(sources(policy, 'base-uri')).toEqual(["'none'"]);
    expect(policy).not.toContain('unsafe-eval');
    // The one exception: sonner's run-time <style> element (verified by tests/e2e/security.spec.ts).
    expect(policy.match(/'unsafe-inline'/g)).toHaveLength(1);
    expect(sources(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('allows the service worker and the manifest from the portal itself', () => {
    expect(sources(metaCsp(), 'worker-src')).toEqual(["'self'"]);
    expect(sources(metaCsp(), 'manifest-src')).toEqual(["'self'"]);
  });

  it('adds the API origin to connect-src only when the API base URL is absolute', () => {
    expect(sources(metaCsp({ apiBaseUrl: '/api' }), 'connect-src')).toEqual(["'self'"]);
    expect(sources(metaCsp({ apiBaseUrl: undefined }), 'connect-src')).toEqual(["'self'"]);
    expect(sources(metaCsp({ apiBaseUrl: 'https://api.example.org/v1/api/' }), 'connect-src')).toEqual([
      "'self'",
      'https://api.example.org',
    ]);
    expect(apiOrigin('http://localhost:8080/api')).toBe('http://localhost:8080');
    expect(apiOrigin('HTTPS://API.Example.org/api')).toBe('https://api.example.org');
    expect(apiOrigin('api.example.org/api')).toBeUndefined();
    // Only the API's origin, never a wildcard or another directive.
    expect(headerCsp({ apiBaseUrl: 'https://api.example.org/api' })).toContain(
      "connect-src 'self' https://api.example.org;",
    );
  });

  it('keeps frame-ancestors and report-to out of the <meta> tag (browsers ignore them there)', () => {
    const options: HeaderCspOptions = { reportEndpoint: 'https://reports.example.org/csp' };
    expect(sources(metaCsp(options), 'frame-ancestors')).toBeUndefined();
    expect(sources(metaCsp(options), 'report-to')).toBeUndefined();
    expect(sources(headerCsp(options), 'frame-ancestors')).toEqual(["'none'"]);
    expect(sources(headerCsp(options), 'report-to')).toEqual(['csp']);
    expect(securityHeaders(options)['Reporting-Endpoints']).toBe('csp="https://reports.example.org/csp"');
    expect(sources(headerCsp(), 'report-to')).toBeUndefined();
    expect(securityHeaders()).not.toHaveProperty('Reporting-Endpoints');
  });

  it('the header policy is the meta policy plus the header-only directives', () => {
    expect(headerCsp()).toBe(`${metaCsp()}; frame-ancestors 'none'`);
    expect(serializeCsp(cspDirectives())).toBe(metaCsp());
  });

  it('the headers file sends the policy everywhere, caches hashed assets for good and revalidates the rest', () => {
    const file = headersFile();
    expect(file).toContain(`/*\n  Content-Security-Policy: ${headerCsp()}\n`);
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(file).toContain('/sw.js\n  Cache-Control: no-cache');
    for (const path of [
      '/',
      '/index.html',
      '/shell.html',
      '/login',
      '/login.html',
      '/register/student-college',
    ])
      expect(file).toContain(`\n${path}\n  Cache-Control: no-cache`);
    // Hosts merge the headers of every matching rule: a Cache-Control on /* would be added to the assets' one.
    const everyPath = file.split('\n\n')[0] ?? '';
    expect(everyPath).not.toContain('Cache-Control');
  });

  it('docs/hosting.md shows the policies exactly as the build makes them', () => {
    const docs = readFileSync(join(process.cwd(), 'docs', 'hosting.md'), 'utf8');
    expect(docs).toContain(headerCsp());
    expect(docs).toContain(metaCsp());
    expect(docs).toContain(
      headerCsp({
        apiBaseUrl: 'https://api.example.org/api',
        reportEndpoint: 'https://reports.example.org/csp',
      }),
    );
    // The file as the build writes it, except the two rules of each prerendered page, which the page names.
    const pageRules = new Set(
      prerenderedPagePaths().map((path) => headerRule(path, { 'Cache-Control': 'no-cache' })),
    );
    const withoutPages = headersFile()
      .trim()
      .split('\n\n')
      .filter((rule) => !pageRules.has(rule));
    expect(pageRules.size).toBeGreaterThan(40);
    expect(docs).toContain(withoutPages.join('\n\n'));
    expect(docs).toContain([...pageRules].slice(0, 2).join('\n\n'));
  });
});
