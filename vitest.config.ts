import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'web/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['server/test-support/compile-server.global.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
