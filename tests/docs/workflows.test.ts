import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../../src/core/paths';

// The workflows a marketer's repository runs: checks and a preview on a pull request, a deploy on
// merge and every hour (scheduled pages). What each runs is held here; that the commands do what
// they say is tested where they are made (tests/build/publishing.test.ts builds a preview).
type Step = { run?: string; uses?: string; if?: string; with?: Record<string, unknown> };
type Job = { steps: Step[]; permissions?: Record<string, string>; needs?: string; if?: string };
const workflow = (name: string) => parse(fs.readFileSync(path.join(rootDir, `.github/workflows/${name}.yml`), 'utf8'));
const scripts: Record<string, string> = JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8')).scripts;
const runsOf = (job: Job) => job.steps.flatMap((s) => (s.run ? [s.run.trim()] : []));
const usesOf = (job: Job) => job.steps.flatMap((s) => (s.uses ? [s.uses] : []));
const npmScriptsExist = (runs: string[]) => {
  for (const r of runs) {
    const script = /^npm run ([\w:-]+)/.exec(r)?.[1];
    if (script) expect(scripts, r).toHaveProperty(script);
  }
};

describe('content.yml: the checks of a content pull request', () => {
  const wf = workflow('content');
  const job: Job = wf.jobs.content;
  const runs = runsOf(job);

  it('runs on every pull request that touches the content, reading the repository only', () => {
    expect(wf.on.pull_request.paths).toEqual(['site.yaml', 'pages/**', 'public/**', 'private/**']);
    expect(wf.permissions).toEqual({ contents: 'read' });
  });

  it('validates with annotations, builds, and runs the live-site checks, in that order', () => {
    expect(runs).toEqual(['npm ci --no-audit --no-fund', 'npm run validate -- --format github', 'npm run build', 'npm run test:site']);
    npmScriptsExist(runs);
    expect(scripts['test:site']).toBe('vitest run --project site');
  });

  it('runs no browser and none of the engine tests', () => {
    expect(runs.join('\n')).not.toMatch(/npm (run )?test\b(?!:site)|test:(browser|server|unit|rebuilds)|vitest|chromium|playwright/);
  });

  it('checks out the history the copied-page check reads', () => {
    expect(job.steps.find((s) => s.uses?.startsWith('actions/checkout'))?.with?.['fetch-depth']).toBe(0);
  });
});

describe('preview.yml: a preview of every pull request', () => {
  const wf = workflow('preview');
  const job: Job = wf.jobs.preview;

  it('builds the site with its drafts and scheduled pages and keeps it as a download, reading the repository only', () => {
    expect(Object.keys(wf.on)).toEqual(['pull_request']);
    expect(wf.permissions).toEqual({ contents: 'read' });
    const runs = runsOf(job);
    expect(runs.slice(0, 2)).toEqual(['npm ci --no-audit --no-fund', 'npm run build -- --drafts']);
    npmScriptsExist(runs);
    const upload = job.steps.find((s) => s.uses?.startsWith('actions/upload-artifact'));
    expect(upload?.with).toMatchObject({ name: 'site-preview', path: 'dist/client/' });
  });

  it('deploys to a host only when its token is set', () => {
    const deploys = job.steps.filter((s) => /netlify/.test(s.run ?? ''));
    expect(deploys.length).toBe(1);
    for (const s of deploys) expect(s.if).toBe("env.HAS_NETLIFY == 'true'");
    expect(deploys[0].run).not.toMatch(/--prod\b/);
  });
});

describe('deploy.yml: the published site on every merge and every hour', () => {
  const wf = workflow('deploy');

  it('runs on a push to main, every hour (scheduled pages go live) and by hand', () => {
    expect(wf.on.push).toEqual({ branches: ['main'] });
    expect(wf.on.schedule).toEqual([{ cron: '7 * * * *' }]);
    expect(wf.on).toHaveProperty('workflow_dispatch');
  });

  it('builds the published site (no drafts) and hands it to GitHub Pages, whose job alone may write to Pages', () => {
    const build: Job = wf.jobs.build;
    const runs = runsOf(build);
    expect(runs.slice(0, 2)).toEqual(['npm ci --no-audit --no-fund', 'npm run build']);
    expect(runs.join('\n')).not.toContain('--drafts');
    expect(usesOf(build)).toContain('actions/upload-pages-artifact@v3');
    expect(wf.permissions).toEqual({ contents: 'read' });
    expect(wf.jobs['github-pages']).toMatchObject({ needs: 'build', permissions: { pages: 'write', 'id-token': 'write' } });
    expect(usesOf(wf.jobs['github-pages'])).toEqual(['actions/deploy-pages@v4']);
  });

  it('deploys to Netlify or Cloudflare Pages only when their token is set', () => {
    const build: Job = wf.jobs.build;
    const hosts = build.steps.filter((s) => /netlify|wrangler/.test(s.run ?? ''));
    expect(hosts.map((s) => s.if)).toEqual(["env.HAS_NETLIFY == 'true'", "env.HAS_CLOUDFLARE == 'true'"]);
  });
});
