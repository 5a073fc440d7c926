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
    files: ['packages/sdk/**/*.ts', 'packages/sdk/**/*.js'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: uiLibraries.flatMap((name) => [name, `${name}/**`]),
              message: '@abitura/sdk is headless: UI libraries (React, Ink, MUI) belong in packages/ui, the apps or the CLI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
