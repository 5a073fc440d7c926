// One flat config for every workspace. Type-aware rules stay off so lint is fast;
// typecheck is its own turbo task.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** UI libraries the headless SDK must never import (DESIGN.md section 6.1). */
const uiLibraries = ['react', 'react-dom', 'ink', '@mui/*', '@emotion/*', '@preact/signals-react', 'react-i18next', 'wouter'];

/** Paths in the boundary rules are relative to the repository, whichever workspace runs `eslint .`. */
const root = import.meta.dirname;

/** The subfolders of a folder: the feature folders of an app. */
const foldersOf = (dir) =>
  readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Zones forbidding each feature folder of `dir` to import from any other one (DESIGN.md 6.12):
 * what two features share lives in the app's models/ or components/, or in packages/*.
 */
const featureZones = (dir, features) =>
  features.length < 2
    ? []
    : features.map((feature) => ({
        target: `./${dir}/${feature}`,
        from: features.filter((other) => other !== feature).map((other) => `./${dir}/${other}`),
        message: "A feature folder imports no other feature folder: move what both use to the app's models/ or components/ (or packages/*).",
      }));

/** Device-app folders that hold what every feature shares; the other folders are features. */
const deviceSharedFolders = new Set(['app', 'components', 'locales', 'model', 'shared', 'styles', 'testing']);
const deviceFeatureZones = ['apps/kiosk/src', 'apps/tv/src', 'apps/qr/src'].flatMap((dir) =>
  featureZones(dir, foldersOf(dir).filter((folder) => !deviceSharedFolders.has(folder))),
);

const server = './apps/server/src';
/** The server's layers above db/ and auth/, by folder or module. */
const serverAbove = (names) => names.map((name) => `${server}/${name}`);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/coverage/**', '**/node_modules/**', '**/.turbo/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    files: ['packages/sdk/**/*.ts', 'packages/sdk/**/*.js', 'packages/contracts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: uiLibraries.flatMap((name) => [name, `${name}/**`]),
              message: '@abitura/sdk and @abitura/contracts are headless: UI libraries (React, Ink, MUI) belong in packages/ui, the apps or the CLI.',
            },
          ],
        },
      ],
    },
  },
  {
    // Imports are resolved as the apps' bundlers and tsc do (`./x.js` may name x.ts, workspace
    // packages by their source condition), so the boundary rules below see the real target file.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
          conditionNames: ['@abitura/source', 'import', 'module', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...featureZones('apps/staff/src/pages', foldersOf('apps/staff/src/pages')),
            {
              target: ['./apps/staff/src/models', './apps/staff/src/components'],
              from: './apps/staff/src/pages',
              message: 'Shared models and components import no page folder.',
            },
            ...deviceFeatureZones,
            {
              target: `${server}/db`,
              from: serverAbove(['actions', 'auth', 'domain', 'http', 'events', 'mail', 'seed', 'services.ts', 'app.ts']),
              message: 'db/ is the bottom layer: it imports nothing from the layers above it.',
            },
            {
              target: `${server}/auth`,
              from: serverAbove(['domain', 'http', 'seed', 'services.ts', 'app.ts']),
              message: 'auth/ sits under the actions and domains: it imports none of them.',
            },
            {
              target: `${server}/auth`,
              from: `${server}/actions`,
              // Leaf modules of actions/ that import nothing of the server: the failure a check
              // throws, the caller's shape and what a transport says about a request.
              except: ['./actionFailure.ts', './caller.ts', './transport.ts'],
              message: 'auth/ sits under the actions and domains: it imports none of them.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server shares @abitura/contracts with the clients and never depends on the client package.
    files: ['apps/server/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@abitura/sdk', '@abitura/sdk/**'], message: 'The server imports what it shares with clients from @abitura/contracts, never the SDK.' }] },
      ],
    },
  },
  {
    // Benchmarks reach the apps and packages through their package exports, never by a relative
    // path into another workspace's files.
    files: ['bench/**'],
    rules: { 'import-x/no-relative-packages': 'error' },
  },
  {
    files: ['**/*.mjs', 'scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
