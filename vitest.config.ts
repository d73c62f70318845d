import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The path aliases (#domain/…, #web/…, #server/…) of tsconfig.base.json.
  resolve: { tsconfigPaths: true },
  test: {
    // Vitest's default is one worker fewer than the cores: one, on CI's two. Most files wait on HTTP and SQLite as
    // much as they compute, so two run side by side.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'web/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test-support/compile-server.global.ts'],
          // A worker's files share their modules (Fastify, zod, better-sqlite3 loaded once): importing them was a
          // third of the run. Each API test builds its own app on its own temp database.
          isolate: false,
        },
      },
      {
        // A screen's states, texts and validation: React in happy-dom, the API mocked at fetch by MSW
        // (web/src/test-support).
        extends: true,
        test: {
          name: 'components',
          include: ['web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost/' } },
          setupFiles: ['web/src/test-support/setup.ts'],
          // A worker's files share their modules (React, Radix, MSW loaded once): half the CPU time. What a test
          // changes is undone after it in setup.ts, and each render has its own query client.
          isolate: false,
        },
      },
    ],
  },
});
