import { describe, expect, it } from 'vitest';
import type { Manifest } from './build-manifest';
import { pageStylesOf, prerenderedHtml } from './prerender-html';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  'src/page.tsx': {
    file: 'assets/page.js',
    imports: ['index.html', '_vendor.js', '_form.js'],
    css: ['assets/page.css'],
  },
  '_form.js': {
    file: 'assets/form.js',
    imports: ['_vendor.js'],
    css: ['assets/form.css', 'assets/index.css'],
  },
  'src/part.tsx': { file: 'assets/part.js', imports: ['_form.js'], css: ['assets/part.css'] },
};

const SHELL = [
  '<html><head><meta http-equiv="Content-Security-Policy" content="script-src \'self\'">',
  '<meta\n      name="description"\n      content="The portal."\n    />',
  '<title>Campus Pulse</title><script type="module" crossorigin src="/assets/index.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/vendor.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe('pageStylesOf', () => {
  it("lists the entry's style sheets, then the page's, once each", () => {
    expect(pageStylesOf(manifest, 'src/page.tsx')).toEqual([
      'assets/index.css',
      'assets/page.css',
      'assets/form.css',
    ]);
  });

  it("adds the style sheets of the lazily loaded parts the page's markup holds", () => {
    expect(pageStylesOf(manifest, 'src/page.tsx', ['src/part.tsx'])).toEqual([
      'assets/index.css',
      'assets/page.css',
      'assets/form.css',
      'assets/part.css',
    ]);
  });

  it('refuses a page module the build does not have', () => {
    expect(() => pageStylesOf(manifest, 'src/moved.tsx')).toThrow(/no chunk for src\/moved.tsx/);
  });
});

describe('prerenderedHtml', () => {
  const page = {
    path: '/login',
    body: '<link rel="preload" as="image" href="/favicon.svg"/><div class="site"><h1>Sign in</h1></div>',
    head: { title: 'Sign in | Campus Pulse', description: 'Sign in to "Campus Pulse" & more' },
    styles: [
      { file: 'assets/index.css', css: 'body{margin:0}' },
      { file: 'assets/page.css', css: '.site{display:grid}' },
    ],
  };

  it('puts the markup in #root, marked with its path, and keeps the policy and the entry script', () => {
    const html = prerenderedHtml(SHELL, page);
    expect(html).toContain(
      '<div id="root" data-prerendered="/login"><div class="site"><h1>Sign in</h1></div></div>',
    );
    expect(html).toContain('<meta http-equiv="Content-Security-Policy"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
  });

  it("sets the page's title and description, escaped", () => {
    const html = prerenderedHtml(SHELL, page);
    expect(html).toContain('<title>Sign in | Campus Pulse</title>');
    expect(html).toContain(
      '<meta name="description" content="Sign in to &quot;Campus Pulse&quot; &amp; more" />',
    );
    expect(html).not.toContain('The portal.');
  });

  it('inlines the styles in the head and drops the links and preloads, so the HTML alone paints the page', () => {
    const [head] = prerenderedHtml(SHELL, page).split('</head>');
    expect(head).toContain(
      '<style data-file="/assets/index.css">body{margin:0}</style><style data-file="/assets/page.css">.site{display:grid}</style>',
    );
    expect(head).not.toMatch(/rel="(stylesheet|modulepreload)"/);
    expect(head).toContain('<link rel="preload" as="image" href="/favicon.svg"/>');
  });

  it('refuses markup with a script, which the policy would block, and styles that would end their element', () => {
    expect(() => prerenderedHtml(SHELL, { ...page, body: '<div><script>$RC()</script></div>' })).toThrow(
      /contains a script/,
    );
    const broken = { file: 'assets/x.css', css: 'a{}</style><script>' };
    expect(() => prerenderedHtml(SHELL, { ...page, styles: [broken] })).toThrow(/cannot be inlined/);
  });

  it('refuses a shell it cannot fill, instead of writing a page without its content', () => {
    expect(() => prerenderedHtml(SHELL.replace('<div id="root"></div>', ''), page)).toThrow(/empty #root/);
  });
});
