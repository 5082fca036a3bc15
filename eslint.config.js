import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const api = `${root}/apps/api`;
const web = `${root}/apps/web/src`;
const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Every feature folder has a front door (its index.ts): code outside the folder imports nothing
// else from it, whether by the @/ alias or by a relative path (the rule resolves both). The
// zones are made from the folders on disk, so a renamed or new feature is covered as it is.
const apiModuleZones = folders(`${api}/src/modules`).map((name) => ({
  target: [`${root}/bench/**`, `${api}/{src/*.ts,src/!(modules)/**,src/modules/!(${name})/**}`],
  from: `${api}/src/modules/${name}`,
  except: ['./index.ts'],
  message: `Import the ${name} module through its front door: '@/modules/${name}'.`,
}));
// A module's models are private to it (one owner per collection): outside files reach only its
// front door (above), and the front door passes on no model.
const apiModelZones = [
  ...folders(`${api}/src/modules`).map((name) => ({
    target: `${api}/src/modules/${name}/index.ts`,
    from: `${api}/src/modules/${name}/**/*.model.ts`,
    message: `The ${name} module's models are its own: export functions answering views or ids.`,
  })),
  {
    target: [`${root}/bench/**`, `${api}/{src/*.ts,src/!(lib)/**,src/lib/!(pictures)/**}`],
    from: `${api}/src/lib/pictures/*.model.ts`,
    message: "The picture model is lib/pictures' own: use the picture store.",
  },
];
const webFeatureZones = folders(`${web}/features`).map((name) => ({
  target: `${web}/features/!(${name})/**`,
  from: `${web}/features/${name}`,
  except: ['./index.ts'],
  message: `Import the ${name} feature through its index: '@/features/${name}'.`,
}));

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
    files: ['apps/{api,web}/**/*.{ts,tsx}', 'bench/**/*.ts'],
    plugins: { 'import-x': importX },
    // Type-only imports do not count: they leave nothing at run time.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
    settings: {
      // no-cycle reads the files an import leads to: TypeScript ones too.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            `${api}/tsconfig.json`,
            `${root}/apps/web/tsconfig.json`,
            `${root}/bench/tsconfig.json`,
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...apiModuleZones,
            ...apiModelZones,
            {
              // HTTP is the routes' concern: services, models and views stay free of Express's layer.
              target: `${api}/src/{modules,lib,socket}/**/!(*.routes|*.test).ts`,
              from: `${api}/src/http`,
              message: 'Only *.routes.ts files use @/http.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatureZones,
            {
              target: `${web}/features/**`,
              from: `${web}/app`,
              message: 'Features do not depend on the app shell.',
            },
            {
              target: `${web}/{components,lib,config}/**`,
              from: [`${web}/features`, `${web}/app`],
              message: 'Shared code knows no feature.',
            },
          ],
        },
      ],
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
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/bench/**', 'e2e/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
