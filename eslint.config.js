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
/**
 * A front door only names what lives elsewhere in its feature (`export … from`): the build treats it as free of side
 * effects (vite.config.ts), so importing one name from it brings only that name into the importer's chunk.
 */
const FRONT_DOOR_ONLY_REEXPORTS = {
  selector: 'Program > :not(ExportNamedDeclaration[source], ExportAllDeclaration)',
  message:
    "A front door (public.ts) only re-exports: declare the thing in the feature's own files, then name it here.",
};

/**
 * The layers (docs/architecture.md, 'Layers'). Every folder under src/features is a feature, whatever its name; a
 * feature offers others exactly one file, its front door `public.ts`, and lint refuses any other file of it.
 */
const FRONT_DOOR = 'public.ts';
/** The registration forms are elements of their own: each may use registration/shared, none another form. */
const REGISTRATION_FORMS = ['college', 'company', 'candidate'];
/** Below the features: infrastructure (offline), the shared kit (ui) and building blocks (lib). */
const LOWER_LAYERS = ['offline', 'ui', 'lib'];

const toTypes = (types) => ({ to: { element: { types: { anyOf: types } } } });
/** Any feature's front door (never its internals). */
const FRONT_DOORS = { to: { element: { types: 'feature', fileInternalPath: FRONT_DOOR } } };
/** A file of the importing element itself. */
const ITSELF = { dependency: { relationship: { to: 'internal' } } };

/** The app composes the features through their front doors only, and everything below them. */
const COMPOSES_FEATURES = [ITSELF, FRONT_DOORS, toTypes(['app', ...LOWER_LAYERS, 'mocks'])];

const LAYER_POLICIES = [
  { from: { element: { type: 'app' } }, allow: COMPOSES_FEATURES },
  { from: { file: { categories: 'entry' } }, allow: COMPOSES_FEATURES },
  { from: 'feature', allow: [ITSELF, FRONT_DOORS, toTypes(LOWER_LAYERS)] },
  // The registration feature's own pages and kind table compose its forms.
  {
    from: { element: { type: 'feature', captured: { feature: 'registration' } } },
    allow: [toTypes(['registration-form', 'registration-shared'])],
  },
  {
    from: 'registration-form',
    allow: [ITSELF, FRONT_DOORS, toTypes(['registration-shared', ...LOWER_LAYERS])],
  },
  { from: 'registration-shared', allow: [ITSELF, FRONT_DOORS, toTypes(LOWER_LAYERS)] },
  { from: 'offline', allow: [ITSELF, toTypes(['ui', 'lib'])] },
  { from: 'ui', allow: [ITSELF, toTypes(['lib'])] },
  { from: 'lib', allow: [ITSELF] },
  { from: 'mocks', allow: [ITSELF, toTypes(['lib'])] },
];

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
    files: ['src/features/*/public.ts'],
    rules: { 'no-restricted-syntax': ['error', ...HTML_SINKS, NEW_TAB_LINK, FRONT_DOOR_ONLY_REEXPORTS] },
  },
  {
    // Every end-to-end test takes `test` and `expect` from tests/e2e/support/test.ts, whose automatic fixture fails a
    // test on an uncaught page error or console.error (issue 25).
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './support/test' (it fails a test on page errors).",
            },
          ],
        },
      ],
    },
  },
  {
    // A feature's front door (src/features/<feature>/public.ts) is all another feature may import of it.
    files: ['src/features/drives/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/features/(?!drives/)[^/]+/(?!public$)',
              message: 'Import another feature only through its front door (public.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Inside lib, the season's rules and the report stand below the API contract: lib/api imports their types,
    // limits and rules for its schemas, never the reverse (docs/architecture.md, issue 26: no loop).
    files: ['src/lib/season/**/*.{ts,tsx}', 'src/lib/report/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^@/lib/api/|^\\.\\./api/)',
              message: 'The season and the report stand below lib/api: move the schema to lib/api instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // The layers (docs/architecture.md): app → features (their front doors) → offline, ui → lib; mocks → lib. Tests
    // may reach anything.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      // Lazy imports cross layers too (lazy(() => import('…'))).
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app/**', partialMatch: false },

        ...REGISTRATION_FORMS.map((form) => ({
          type: 'registration-form',
          pattern: `src/features/registration/${form}`,
          partialMatch: false,
        })),
        { type: 'registration-shared', pattern: 'src/features/registration/shared', partialMatch: false },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
        ...LOWER_LAYERS.map((layer) => ({ type: layer, pattern: `src/${layer}/**`, partialMatch: false })),
        { type: 'mocks', pattern: 'mocks/**', partialMatch: false },
      ],
      // The entry points beside src/app (main.tsx, entry-server.tsx, sw.ts) are files of the app.
      'boundaries/files': [{ category: 'entry', pattern: 'src/*.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: LAYER_POLICIES.map(({ from, allow }) => ({
            from: typeof from === 'string' ? { element: { type: from } } : from,
            allow,
          })),
        },
      ],
      // A file in src or mocks that no element above classifies is an error: a new folder must be placed.
      'boundaries/no-unknown-files': 'error',
    },
  },
);
