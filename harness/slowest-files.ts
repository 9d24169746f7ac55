import fs from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/** The processor's busy and total time so far, all cores, in the kernel's ticks (Linux; undefined elsewhere). */
function processorTicks(): { busy: number; total: number } | undefined {
  try {
    const ticks = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1, 9).map(Number);
    const total = ticks.reduce((a, b) => a + b, 0);
    return { busy: total - ticks[3] - ticks[4], total };
  } catch {
    return undefined;
  }
}

// The files a run waited on longest, printed at its end, so the change that makes one slower is
// seen by whoever makes it (docs/performance.md, "npm test's time"). A file's time is its import
// and its tests' and hooks' time, as the default reporter's per-file figure. With them, how busy
// the machine's processor was over the run: well under 100% on an idle machine, and the run waits
// on something other than work (a file left running alone, a test waiting out a timer).
export default class SlowestFiles implements Reporter {
  private readonly start = processorTicks();

  constructor(private readonly count = 8) {}

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const timed = modules
      .map((m) => ({ file: m.relativeModuleId, project: m.project.name, ms: m.diagnostic().collectDuration + m.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, this.count);
    if (timed.length < 2) return;
    const width = Math.max(...timed.map((t) => t.file.length));
    console.log(`\nSlowest files of this run:\n${timed.map((t) => `  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.file.padEnd(width)}  (${t.project})`).join('\n')}`);
    const end = processorTicks();
    if (this.start && end) console.log(`The processor was busy ${Math.round((100 * (end.busy - this.start.busy)) / (end.total - this.start.total))}% of this run (every core, every process of the machine).`);
  }
}
