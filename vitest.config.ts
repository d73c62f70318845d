import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'web/**/*.test.ts'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one, on CI's two. Most files wait on HTTP and SQLite as
    // much as they compute, so two run side by side.
    maxWorkers: 2,
    globalSetup: ['server/test-support/compile-server.global.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
