import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'e2e/artifacts/**', 'bench/results/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The server by domain: platform is machinery and knows no module; a module reaches another
    // only through its services (never its repository, routes or procedures).
    files: ['src/server/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/modules/**', '**/app-router', '**/app', '**/demo/**'], message: 'platform/ is machinery: it imports no module (pass what it needs in from app.ts).' }] }],
    },
  },
  {
    files: ['src/server/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['../*/*.repo', '../*/*.repo.ts', '**/modules/*/*.repo'], message: "A module never imports another module's repository: use that module's service." },
        { group: ['../*/*.rest', '../*/*.router', '**/modules/*/*.rest', '**/modules/*/*.router'], message: "A module never imports another module's routes or procedures: use that module's service." },
        { group: ['**/app-router', '**/server/app', '../../app', '**/demo/**'], message: 'Modules do not import the composition root.' },
      ] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/*', '!**/server/app-router', '**/server/*/**'], message: 'The client imports only `import type { AppRouter }` from the server.' }] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/client/**', 'node:*', 'react*'], message: 'src/shared imports nothing from server, client, Node or the DOM.' }] }],
    },
  },
);
