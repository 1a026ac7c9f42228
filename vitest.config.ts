import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const alias = {
  '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  define: { __MOCK__: 'true' },
  test: {
    // vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, though most of a
    // component test's time is spent waiting on the query path (unit and contract: 467 s with two, 650 s with one)
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'codegen/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./tests/setup-dom.ts'],
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./tests/e2e/global-setup.ts'],
          testTimeout: 90000,
          hookTimeout: 120000,
          // a page waits for the appliance like a user does: a second is short when two browsers share two cores
          expect: { poll: { timeout: 10000 } },
          // every test has a sandbox of its own on the mock appliance, so files run side by side; three at a time
          // on a 2-core machine: the browser stage took 1,182 s for 322 tests, against 1,336 s two at a time
          fileParallelism: true,
          maxWorkers: 3,
        },
      },
    ],
  },
});
