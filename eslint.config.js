// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Runtime code the UI must reach only through the Comlink bridge (type imports stay allowed). */
const crossBoundary = ['**/worker/**', '**/db/**', '**/api/**'].map((group) => ({
  group: [group],
  allowTypeImports: true,
  message:
    'src/ui talks to the worker through the bridge; import types only from worker, db and api.',
}));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'No barrel re-exports: import from the module that declares the thing.',
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: crossBoundary,
          paths: [
            {
              name: 'comlink',
              importNames: ['wrap'],
              message: 'Only src/ui/core/bridge.ts wraps the worker.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/core/bridge.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: crossBoundary }] },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/ui/**', '**/worker/**', '**/db/**', '**/api/**'],
              message: 'src/shared imports neither side.',
            },
          ],
        },
      ],
    },
  },
);
