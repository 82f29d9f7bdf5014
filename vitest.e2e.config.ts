// End-to-end tests against browser mode in Debian's Chromium (playwright-core, no Playwright Test
// runner). They start dist/web/server.mjs, so run `npm run build` first; `npm run test:e2e` does.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
