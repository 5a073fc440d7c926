// One flat config for every workspace. Type-aware rules stay off so lint is fast;
// typecheck is its own turbo task.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** UI libraries the headless SDK must never import (DESIGN.md section 6.1). */
const uiLibraries = ['react', 'react-dom', 'ink', '@mui/*', '@emotion/*', '@preact/signals-react', 'react-i18next', 'wouter'];

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
    files: ['**/*.mjs', 'scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
