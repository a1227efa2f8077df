import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
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
  {
    files: ['scripts/**', '**/*.mjs', '**/bin/**'],
    rules: { 'no-console': 'off' },
  },
  // The owner app: browser globals and the rules of hooks. Failures the user need not see are logged as warnings.
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser }, ecmaVersion: 2023, sourceType: 'module' },
    rules: { ...reactHooks.configs.flat.recommended.rules, 'no-console': ['error', { allow: ['warn'] }] },
  },
  {
    files: ['web/test/**', 'web/e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
