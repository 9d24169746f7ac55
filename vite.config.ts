import { defineConfig } from 'vitest/config';
import { siteViteConfig } from './src/build/vite-config';

// Real servers, PostgreSQL, Deno, a second build, and the checks that read the production build
// (`npm test` builds first): everything outside the browser that the inner loop can wait for.
const serverTests = [
  'tests/server/**/*.test.ts',
  'tests/hostile/**/*.test.ts',
  'tests/build/{budgets,html-validate,new-page,incremental,precompress}.test.ts',
  'tests/content/no-secrets.test.ts',
];

// A shared 2-core machine under load can take ten times as long as an idle one to load the
// content or start a server (a hook timed out at vitest's default 10 s): limits for hangs only.
const loadedMachine = { testTimeout: 60_000, hookTimeout: 60_000 };

export default defineConfig({
  ...siteViteConfig(),
  test: {
    projects: [
      {
        extends: true,
        test: {
          // `npm run test:fast`: no build, no server, no browser.
          name: 'unit',
          maxWorkers: 2,
          // The files share a worker's loaded modules: the content is loaded and its schemas
          // compiled once per worker, not once per file (four times faster). A unit test must
          // not depend on a module's fresh state; the server tests do (warn-once flags).
          isolate: false,
          include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          exclude: ['tests/browser/**', ...serverTests],
          environment: 'node',
          ...loadedMachine,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: serverTests,
          // One at a time, before the browser tests: some measure how long a parse or a reply
          // takes, which a build or deno check beside them would stretch past their bounds.
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
          environment: 'node',
          ...loadedMachine,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/shared-site.ts'],
          // After the server tests. Pages mostly wait (for a frame, a poll, the network), so
          // three files run at once, and the route sweeps visit two routes at a time.
          sequence: { groupOrder: 2 },
          maxWorkers: 3,
          maxConcurrency: 2,
          // A loaded 2-core machine can take seconds to hydrate; polls wait for behaviour, not time.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
