import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { siteViteConfig } from './src/build/vite-config';
import LongestFirst from './harness/sequencer';
import SlowestFiles from './harness/slowest-files';

// Real servers, PostgreSQL, Deno and the checks that read the production build (`npm test`
// builds first): everything outside the browser that the inner loop can wait for.
const serverTests = [
  'tests/server/**/*.test.ts',
  'tests/hostile/**/*.test.ts',
  'tests/build/{budgets,client-site,first-round-trip,html-validate,precompress,no-dev-marks,type-scale}.test.ts',
  'tests/content/no-secrets.test.ts',
];
// Whole builds of a copy of the project: the most processor any test file takes.
const rebuildTests = ['tests/build/{new-page,incremental,publishing,editor-absent}.test.ts'];
// A copy with the live content edited as a marketer would, then validated and its live-site tests run.
const contentEditsTest = 'tests/build/content-edits.test.ts';
// The browser tests that hold the main thread to its budgets: alone, after every other file.
const budgetTests = ['tests/browser/{main-thread,interactions}.test.ts'];

// The engine's tests, and the processes they start, cannot read the live content: any read of
// pages/, site.yaml, public/ or private/ at the root throws (harness/live-content-guard.mjs).
const liveContentGuard = path.join(import.meta.dirname, 'harness/live-content-guard.mjs');
const engine = (env: Record<string, string> = {}) => ({
  setupFiles: [liveContentGuard],
  env: { ...env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(liveContentGuard).href}`.trim() },
});

// A shared 2-core machine under load can take ten times as long as an idle one to load the
// content or start a server (a hook timed out at vitest's default 10 s): limits for hangs only.
const loadedMachine = { testTimeout: 60_000, hookTimeout: 60_000 };

export default defineConfig({
  // The site's settings, which the production bundles read from src/build/vite-config.ts itself.
  ...siteViteConfig(),
  test: {
    // The engine's tests read the tests' own small site, never the live pages, so a content
    // change that validates cannot fail them; the server and browser tests run on its build.
    // The live content is checked by `npm run validate` and tests/site/ (the `site` project).
    env: { CONTENT_DIR: 'tests/fixtures/site', DIST_DIR: 'dist-fixture' },
    // Modules as transformed for the tests, kept between runs, named by a hash of the file's
    // content (of what the plugin loads, for `virtual:site`) and the configuration: a run after
    // the first skips a tenth of the unit tests' processor time.
    experimental: { fsModuleCache: true, fsModuleCachePath: 'node_modules/.cache/vitest-modules' },
    sequence: { sequencer: LongestFirst },
    reporters: ['default', ...(process.env.GITHUB_ACTIONS ? ['github-actions'] : []), new SlowestFiles()],
    // A test that passes on a second try is a test to fix: none is retried.
    retry: 0,
    projects: [
      {
        extends: true,
        test: {
          // `npm run test:fast`: no build, no server, no browser.
          name: 'unit',
          // No build: a test that reads one belongs to the server project, which runs after the
          // builds (a build folder that never exists makes such a read fail in every checkout).
          ...engine({ DIST_DIR: 'no-build-for-unit-tests' }),
          maxWorkers: 2,
          // The files share a worker's loaded modules: the content is loaded and its schemas
          // compiled once per worker, not once per file (four times faster). No test may depend
          // on a module's fresh state, in any project: none isolates its files.
          isolate: false,
          include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          exclude: ['tests/browser/**', 'tests/site/**', ...serverTests, ...rebuildTests, contentEditsTest],
          environment: 'node',
          ...loadedMachine,
        },
      },
      {
        extends: true,
        test: {
          // The live content (pages/, site.yaml): what holds for any valid content, and only that.
          // Quick (no build, no browser): the content workflow runs it on every pull request.
          name: 'site',
          env: { CONTENT_DIR: '', DIST_DIR: 'dist' },
          // Run with the unit tests (the same group), so the same limit.
          maxWorkers: 2,
          isolate: false,
          include: ['tests/site/**/*.test.ts'],
          environment: 'node',
          ...loadedMachine,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          ...engine(),
          // A process per file cost 0.7 s of processor each (the test runner and Playwright loaded again).
          isolate: false,
          include: serverTests,
          globalSetup: ['tests/support/fixture-build.ts'],
          // Before the browser tests and the rebuilds, in a group of its own. No test anywhere
          // measures time (docs/architecture.md#tests): the order is for the machine, not for them.
          sequence: { groupOrder: 1 },
          // Three files at a time: many wait on a timeout, a process or a socket (34.7 s against 36.8 with two).
          maxWorkers: 3,
          environment: 'node',
          // A poll waits for the state it checks; its limit is for a hang, far above the work.
          expect: { poll: { timeout: 30_000, interval: 50 } },
          ...loadedMachine,
        },
      },
      {
        extends: true,
        test: {
          name: 'rebuilds',
          ...engine(),
          isolate: false,
          include: rebuildTests,
          // Beside the browser files (one group shares one pool of workers, so the same limit).
          sequence: { groupOrder: 2 },
          maxWorkers: 3,
          environment: 'node',
          ...loadedMachine,
        },
      },
      {
        extends: true,
        test: {
          // A copy with the live content, edited as a marketer would: proof that such edits leave
          // validate and the live-site tests green. The one test outside `site` that reads the live
          // content, by design (it copies it), so it has a project of its own.
          name: 'content-edits',
          isolate: false,
          include: [contentEditsTest],
          sequence: { groupOrder: 2 },
          maxWorkers: 3,
          environment: 'node',
          ...loadedMachine,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          ...engine(),
          isolate: false,
          include: ['tests/browser/**/*.test.ts'],
          exclude: budgetTests,
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
      {
        extends: true,
        test: {
          // The main thread's budgets, per visit and per tap, in processor time: on this shared
          // virtual machine a busy neighbour doubles what a thread seems to spend (the home page's
          // 49-63 ms of tasks measured 122.5 at best of five beside the other browser files), so
          // they run last, one file at a time, with nothing else of the suite running.
          name: 'budgets',
          ...engine(),
          isolate: false,
          include: budgetTests,
          environment: 'node',
          globalSetup: ['tests/support/shared-site.ts'],
          sequence: { groupOrder: 3 },
          maxWorkers: 1,
          maxConcurrency: 2,
          expect: { poll: { timeout: 15_000, interval: 100 } },
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
