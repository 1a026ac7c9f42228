import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const alias = {
  '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};

/**
 * Unit tests of logic (`*.test.ts`) run without a DOM: building a jsdom costs each file about half a second, more than
 * most of these files take to run. Those below need a browser's globals (storage, Blob, the DOM, a rendered hook) and
 * run in jsdom with the component tests; a new one that fails with "sessionStorage is not defined" belongs here.
 */
const LOGIC_TESTS_WITH_DOM = [
  'src/features/dvm/firmware-templates/logic/assignment.test.ts',
  'src/features/dvm/vulnerabilities/logic/firmware.test.ts',
  'src/features/fortiap/access-points/logic.test.ts',
  'src/features/fortiguard/package-transfer/logic/transfer.test.ts',
  'src/features/fortisoc/soc-views/logic/widget-def.test.ts',
  'src/features/fortiview/custom-views/logic/widget-picker.test.ts',
  'src/features/fortiview/dashboards/use-autoplay.test.ts',
  'src/features/logview/log-list/logic/nav-state.test.ts',
  'src/features/session/profile/avatar.test.ts',
  'src/features/session/startup-wizard/api.test.ts',
  'src/features/session/startup-wizard/logic/entitlement.test.ts',
  'src/features/session/startup-wizard/logic/forms.test.ts',
  'src/features/session/startup-wizard/wizard-state.test.ts',
  'src/features/shell-tools/view-details/picked-text.test.ts',
  'src/features/sys/firmware-upgrade/logic/choice.test.ts',
  'src/lib/api/connection.test.ts',
  'src/lib/api/mock-controls.test.ts',
  'src/lib/api/violations.test.ts',
  'src/lib/browser/download.test.ts',
  'src/lib/firmware/upgrade-calls.test.ts',
  'src/lib/firmware/upgrade-chain.test.ts',
  'src/lib/grid/csv.test.ts',
  'src/lib/session/sign-in.test.ts',
  'src/lib/tasks/await-task.test.ts',
  'src/lib/ui/reduced-motion.test.ts',
  'src/lib/url/safe-url.test.ts',
  'src/modules/home/prefetch.test.ts',
];

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
          include: ['src/**/*.test.tsx', ...LOGIC_TESTS_WITH_DOM],
          environment: 'jsdom',
          setupFiles: ['./tests/setup-dom.ts'],
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          include: ['src/**/*.test.ts', 'codegen/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...LOGIC_TESTS_WITH_DOM],
          environment: 'node',
          setupFiles: ['./tests/setup-node.ts'],
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
          // three browsers on two cores: a step that waits on a frame under that load can miss once (a click taken
          // while the screen still moves); a test that fails is run once more, in a sandbox of its own, and one that
          // fails twice fails. The test command's summary names a test that passed only on its second run, so a
          // flaky one stays seen
          retry: 1,
        },
      },
    ],
  },
});
