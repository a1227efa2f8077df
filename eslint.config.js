import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  // No regular expression whose time can grow faster than its input: product code runs patterns over text
  // an attacker writes (web pages, card text, form fields), and one page holding a 40,000-letter word once
  // blocked the server for seconds (issue 26). Super-linear backtracking and super-linear moves are errors.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/e2e/**', '**/testing/**', 'scripts/**'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential', ignorePartial: false }],
    },
  },
  // The package graph holds: no import cycles, and another package only through its public entry points
  // (its package.json `exports`), never by a relative path into its folder or a path into its src/dist.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'web/tsconfig.json', 'admin/tsconfig.json'],
          noWarnOnMultipleProjects: true,
          conditionNames: ['source', 'types', 'import', 'node', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-relative-packages': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@tapin/[^/]+/(src|dist|test)(/|$)',
              message: 'Import another package through its public entry (`@tapin/x` or an exported subpath), not its internals.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', '**/*.mjs', '**/bin/**'],
    rules: { 'no-console': 'off' },
  },
  // The owner app: browser globals and the rules of hooks. Failures the user need not see are logged as warnings.
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'no-console': ['error', { allow: ['warn'] }],
      'no-restricted-syntax': [
        'error',
        {
          // An image without its size takes no room until it loads, then pushes the page down (layout shift).
          selector: 'JSXOpeningElement[name.name="img"]:not(:has(JSXAttribute[name.name="width"])), JSXOpeningElement[name.name="img"]:not(:has(JSXAttribute[name.name="height"]))',
          message: 'Give <img> width and height (its box, kept while it loads), so the page does not move when it arrives.',
        },
      ],
    },
  },
  // The owner app's service worker (web/public/sw.js, Web Push): a plain script, served as it is, that runs in a service worker.
  {
    files: ['web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker }, sourceType: 'script' },
  },
  // The admin console: browser globals and the rules of hooks.
  {
    files: ['admin/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'no-console': ['error', { allow: ['warn'] }],
    },
  },
  {
    files: ['web/test/**', 'web/e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
