import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'apps/api/drizzle/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: { noWarnOnMultipleProjects: true, project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // style.md: app -> features -> components/ui, lib; a feature never imports another feature.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...['auth', 'employees', 'enterprise', 'home', 'landing', 'tutorial', 'user-config'].map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature: compose them in app/.',
            })),
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'Features do not import the app layer.' },
            { target: ['./apps/web/src/lib', './apps/web/src/components'], from: ['./apps/web/src/features', './apps/web/src/app'], message: 'lib and components/ui know no features.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      // style.md: routes -> service -> repository -> table; only repositories (and tests) know Drizzle queries.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'drizzle-orm', message: 'Drizzle queries belong in a *.repository.ts file.' }] },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/api/src/features/**/*.service.ts', from: './apps/api/src/features/**/*.routes.ts', message: 'Services know no HTTP.' },
            { target: './apps/api/src/features/**/!(*.test).ts', from: './apps/api/src/testing', message: 'Only tests use the testing helpers.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.repository.ts', 'apps/api/**/*.table.ts', 'apps/api/src/db/**', 'apps/api/**/*.test.ts', 'apps/api/src/testing/**', 'apps/api/src/scripts/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
