// @ts-check
import { builtinModules } from 'node:module';
import path from 'node:path';
import js from '@eslint/js';
import ts from 'typescript';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const CLIENT_SERVER_IMPORT = {
  group: ['**/server/*', '!**/server/app-router', '**/server/*/**'],
  message: 'The client imports only `import type { AppRouter }` from the server.',
};

/**
 * The files under src/client that run in Node (the server render entry, the unit tests): those the
 * client's tsconfig leaves out of its program, read from there so that the two lists cannot differ.
 * @returns {string[]}
 */
function clientFilesRunInNode() {
  const file = path.join(import.meta.dirname, 'src/client/tsconfig.json');
  /** @type {{ config?: unknown, error?: import('typescript').Diagnostic }} */
  const read = ts.readConfigFile(file, (name) => ts.sys.readFile(name));
  if (read.error) throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(read.error.messageText, '\n')}`);
  const { exclude = [] } = /** @type {{ exclude?: string[] }} */ (read.config);
  return exclude.map((pattern) => path.posix.join('src/client', pattern));
}

/** Node's built-in modules, with or without the node: prefix (`fs`, `node:fs`, `fs/promises`). */
const NODE_MODULE = `/^(node:|(${builtinModules
  .filter((m) => !m.startsWith('_') && !m.includes('/'))
  .join('|')})(\\/|$))/`;

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
      'bench/results/**',
      '.tmp/**',
    ],
  },
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
    // Rules that need the types (typescript-eslint's recommendedTypeChecked set: floating and
    // misused promises, awaiting a non-promise, unneeded assertions, `any` leaking through
    // arguments, returns and member access, ...), plus exhaustive switches over unions. Each file is
    // read with the program of the nearest tsconfig that includes it: src/shared, src/server,
    // src/client, else the root one (tests, e2e, bench, scripts, this file). types/ holds ambient
    // declarations that only the part using them includes.
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    ignores: ['types/**'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: false, requireDefaultForNonUnion: false },
      ],
      // An async function that does not await still returns a promise that carries its throws:
      // the usual way to implement a Promise-returning interface (stores, fakes in tests).
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The browser has no Node: src/client's tsconfig carries Node's types only because
    // `import type { AppRouter }` brings server files into its program, so lint keeps Node out.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: clientFilesRunInNode(),
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ImportExpression', 'ExportNamedDeclaration', 'ExportAllDeclaration'].map((node) => ({
          selector: `${node}[source.value=${NODE_MODULE}]`,
          message: 'Client code runs in the browser: it imports no Node module.',
        })),
        {
          selector: "TSQualifiedName[left.name='NodeJS']",
          message: "Client code runs in the browser: Node's types do not describe it.",
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'process',
          'Buffer',
          '__dirname',
          '__filename',
          'require',
          'module',
          'exports',
          'global',
          'setImmediate',
          'clearImmediate',
        ].map((name) => ({
          name,
          message: `Client code runs in the browser, where Node's \`${name}\` does not exist.`,
        })),
      ],
    },
  },
  // The import boundaries between the server's platform and modules, between modules, and between
  // the client's features are checked on resolved paths by dependency-cruiser
  // (.dependency-cruiser.cjs, run by `npm run lint` before ESLint).
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [CLIENT_SERVER_IMPORT] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/client/**', 'node:*', 'react*'],
              message: 'src/shared imports nothing from server, client, Node or the DOM.',
            },
          ],
        },
      ],
    },
  },
);
