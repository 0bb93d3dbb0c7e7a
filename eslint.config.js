// @ts-check
import fs from 'node:fs';
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

/**
 * One block per feature folder and depth: import specifiers are not resolved, so a file n folders
 * below features/ reaches features/<other> or app/ only as ../ repeated n times; a feature's own
 * subfolders (dashboard/appointments) are ./ or fewer ../ away and stay allowed.
 * @returns {import('typescript-eslint').ConfigArray}
 */
function clientFeatureZones() {
  const features = fs
    .readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return features.flatMap((feature) =>
    [1, 2, 3].map((depth) => {
      const up = '../'.repeat(depth);
      const others = features.filter((f) => f !== feature);
      return {
        files: [`src/client/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                CLIENT_SERVER_IMPORT,
                {
                  group: others.flatMap((f) => [
                    `${up}${f}`,
                    `${up}${f}/**`,
                    `**/features/${f}`,
                    `**/features/${f}/**`,
                  ]),
                  message:
                    `features/${feature} does not import another feature: move what both need to ` +
                    `components/ui, lib/ or src/shared, or compose them in app/.`,
                },
                {
                  group: [`${up}../app`, `${up}../app/**`, '**/client/app/**'],
                  message: 'Features do not import app/: the app composes features, not the other way round.',
                },
              ],
            },
          ],
        },
      };
    }),
  );
}

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
  {
    // The server by domain: platform is machinery and knows no module; a module reaches another
    // only through its services (never its repository, routes or procedures).
    files: ['src/server/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '**/app-router', '**/app', '**/demo/**'],
              message: 'platform/ is machinery: it imports no module (pass what it needs in from app.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repo', '../*/*.repo.ts', '**/modules/*/*.repo'],
              message: "A module never imports another module's repository: use that module's service.",
            },
            {
              group: ['../*/*.rest', '../*/*.router', '**/modules/*/*.rest', '**/modules/*/*.router'],
              message: "A module never imports another module's routes or procedures: use that module's service.",
            },
            {
              group: ['**/app-router', '**/server/app', '../../app', '**/demo/**'],
              message: 'Modules do not import the composition root.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [CLIENT_SERVER_IMPORT] }],
    },
  },
  // The client by feature: app/ composes features, a feature never imports another feature or
  // app/, and the shared folders (components/ui, lib) import neither. A later block replaces the
  // rule of an earlier one, so each repeats the server pattern.
  {
    files: ['src/client/components/**/*.{ts,tsx}', 'src/client/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            CLIENT_SERVER_IMPORT,
            {
              group: ['**/features/**', '**/app/**', '../app', '../../app'],
              message:
                'components/ui and lib are shared by every feature: they import no feature and not app/ (pass what ' +
                'they need in).',
            },
          ],
        },
      ],
    },
  },
  ...clientFeatureZones(),
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
