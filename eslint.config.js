import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/node_modules/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['warn', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Only config/env.ts may read the environment (conventions §6).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config/env.ts.' },
      ],
    },
  },
  {
    // A feature uses another only through what that feature exports (its index.ts), never the
    // app shell.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*/**'],
              message: "Import another feature through its index: '@/features/<name>'.",
            },
            { group: ['@/app/**'], message: 'Features do not depend on the app shell.' },
          ],
        },
      ],
    },
  },
  {
    // Shared code (components, lib, config) knows no feature and no app shell.
    files: ['apps/web/src/{components,lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/**', '@/app/**'], message: 'Shared code knows no feature.' },
          ],
        },
      ],
    },
  },
  {
    // HTTP is the routes' concern: services, models and views stay free of Express's layer.
    files: ['apps/api/src/{modules,lib,socket}/**/*.ts'],
    ignores: ['**/*.routes.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/http/**'], message: 'Only *.routes.ts files use @/http.' }] },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/bench/**', 'e2e/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
