import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { expect, it } from 'vitest';
import { rootDir } from '../../src/content/paths';

// The workflow a marketer's repository runs on a content pull request: it validates with
// annotations, builds and runs the live-site checks, and nothing heavier.
const workflow = parse(fs.readFileSync(path.join(rootDir, '.github/workflows/content.yml'), 'utf8'));
const scripts: Record<string, string> = JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8')).scripts;
const steps: { run?: string; uses?: string; with?: Record<string, unknown> }[] = workflow.jobs.content.steps;
const runs = steps.flatMap((s) => (s.run ? [s.run] : []));

it('runs on every pull request that touches the content', () => {
  expect(workflow.on.pull_request.paths).toEqual(['site.yaml', 'pages/**', 'public/**', 'private/**']);
});

it('validates with annotations, builds, and runs the live-site checks, in that order', () => {
  expect(runs).toEqual(['npm ci --no-audit --no-fund', 'npm run validate -- --format github', 'npm run build', 'npm run test:site']);
  for (const r of runs) {
    const script = /^npm run ([\w:-]+)/.exec(r)?.[1];
    if (script) expect(scripts, r).toHaveProperty(script);
  }
  expect(scripts['test:site']).toBe('vitest run --project site');
});

it('runs no browser and none of the engine tests', () => {
  expect(runs.join('\n')).not.toMatch(/npm (run )?test\b(?!:site)|test:(browser|server|unit|rebuilds)|vitest|chromium|playwright/);
});

it("checks out the history the copied-page check reads", () => {
  expect(steps.find((s) => s.uses?.startsWith('actions/checkout'))?.with?.['fetch-depth']).toBe(0);
});
