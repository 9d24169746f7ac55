// The browser tests under each of Debian's Chromium builds: the full browser and the headless
// build (docs/decisions/headless-shell.md). Runs the same test files under each, one after the
// other, and records the wall time and the processor time the whole machine spent meanwhile
// (from /proc/stat: Chromium's processes are not all children that report back). Needs a build
// and an otherwise idle machine. Usage: npm run bench -- --browsers [test file...]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '../../src/core/paths';

const builds = { 'full browser': '/usr/bin/chromium', 'headless build': '/usr/bin/chromium-headless-shell' };
const named = process.argv.slice(2).filter((a) => a.endsWith('.test.ts'));
const files = named.length ? named : ['tests/browser/facts-reviews-explore-blog.test.ts', 'tests/browser/home-about-features-gallery.test.ts'];

const round = (s: number) => Math.round(s * 10) / 10;

/** Seconds the machine's processors were busy since boot (user, nice, system, irq, softirq). */
function busySeconds(): number {
  const [user, nice, system, , , irq, softirq] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq) / 100;
}

export function benchBrowsers() {
  const rows = [];
  for (const [build, binary] of Object.entries(builds)) {
    if (!fs.existsSync(binary)) {
      console.log(`${build}: ${binary} is not installed, skipped`);
      continue;
    }
    const [wall0, busy0] = [performance.now(), busySeconds()];
    const run = spawnSync(path.join(rootDir, 'node_modules/.bin/vitest'), ['run', '--project', 'browser', ...files], {
      cwd: rootDir,
      env: { ...process.env, CHROME_PATH: binary },
      stdio: 'ignore',
    });
    const row = { build, binary, passed: run.status === 0, wallS: round((performance.now() - wall0) / 1000), processorS: round(busySeconds() - busy0) };
    rows.push(row);
    console.log(`${build.padEnd(15)} ${row.passed ? 'passed' : 'FAILED'}  wall ${row.wallS.toFixed(1)} s  processor ${row.processorS.toFixed(1)} s`);
  }
  return { files, rows };
}
