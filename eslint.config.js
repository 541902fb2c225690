import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Ways to turn a string into markup or script. User text reaches the page only as React text (docs/hosting.md). */
const HTML_SINK_MESSAGE = 'Never turn text into HTML: render it as React text (no HTML from user text).';
const HTML_SINKS = [
  "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
  'AssignmentExpression[left.property.value=/^(innerHTML|outerHTML)$/]',
  'CallExpression[callee.property.name=/^(insertAdjacentHTML|setHTMLUnsafe|createContextualFragment)$/]',
  "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]",
].map((selector) => ({ selector, message: HTML_SINK_MESSAGE }));
/** A new tab gets rel="noopener noreferrer" from ExternalLink, the one place that may set target="_blank". */
const NEW_TAB_LINK = {
  selector: "JSXAttribute[name.name='target'][value.value='_blank']",
  message: 'Use ExternalLink (src/ui/external-link.tsx) for links that open a new tab.',
};

/** One folder per capability under src/features. */
const FEATURES = ['auth', 'dashboard', 'jobs', 'registration', 'report', 'site', 'verification'];
/** Below the features: infrastructure (offline), the shared kit (ui) and building blocks (lib). */
const LOWER_LAYERS = ['offline', 'ui', 'lib'];
/**
 * What each element may import besides itself. A feature uses another only where it is that feature's public
 * service (who is signed in, the job list, the e-mail verification flow); everything else moves down a layer.
 */
const MAY_IMPORT = {
  app: [...FEATURES, ...LOWER_LAYERS, 'mocks'],
  auth: LOWER_LAYERS,
  dashboard: ['auth', 'jobs', ...LOWER_LAYERS],
  jobs: ['auth', ...LOWER_LAYERS],
  registration: ['verification', ...LOWER_LAYERS],
  report: LOWER_LAYERS,
  site: LOWER_LAYERS,
  verification: LOWER_LAYERS,
  offline: ['ui', 'lib'],
  ui: ['lib'],
  lib: [],
  mocks: ['lib'],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-demo-*',
      'node_modules',
      'test-results',
      'test-results-*',
      'playwright-report',
      'screenshots',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...HTML_SINKS, NEW_TAB_LINK] },
  },
  {
    files: ['src/ui/external-link.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...HTML_SINKS] },
  },
  {
    // The layers (docs/architecture.md): app → features → offline, ui → lib; mocks → lib. Tests may reach anything.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      // Lazy imports cross layers too (lazy(() => import('…'))).
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'boundaries/elements': [
        { type: 'app', pattern: ['src/app/**', 'src/*.{ts,tsx}'], partialMatch: false },
        ...FEATURES.map((feature) => ({
          type: feature,
          pattern: `src/features/${feature}/**`,
          partialMatch: false,
        })),
        ...LOWER_LAYERS.map((layer) => ({ type: layer, pattern: `src/${layer}/**`, partialMatch: false })),
        { type: 'mocks', pattern: 'mocks/**', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: Object.entries(MAY_IMPORT).map(([from, to]) => ({
            from: { element: { type: from } },
            allow: { to: { element: { types: { anyOf: [from, ...to] } } } },
          })),
        },
      ],
    },
  },
);
