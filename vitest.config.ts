import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'node_modules/**', 'dist/**'],
    pool: 'forks',
    testTimeout: 20_000,
    reporters: ['default'],
  },
});
