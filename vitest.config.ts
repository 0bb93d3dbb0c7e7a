import { defineConfig } from 'vitest/config';

// Three projects: pure units, integration tests against real databases, and the
// slower load and fault tests that are bounded in time and run on their own.
export default defineConfig({
  // @shared, @client and @server: tsconfig.base.json's paths (each project extends this config).
  resolve: { tsconfigPaths: true },
  test: {
    // Unit and integration files run two at a time: each integration file opens its own SQLite
    // file and MySQL database and listens on port 0, and spends most of its time waiting on them.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/*.fault.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'faults',
          include: ['test/**/*.fault.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          pool: 'forks',
        },
      },
    ],
  },
});
