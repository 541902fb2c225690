import js from '@eslint/js';
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
    // Features never import the app shell (STYLE.md: the shell composes features).
    files: ['src/features/**/*.{ts,tsx}', 'src/lib/**/*.ts', 'src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*', '**/app/*'],
              message: 'Features and shared code must not import the app shell.',
            },
          ],
        },
      ],
    },
  },
);
