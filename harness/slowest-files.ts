import type { Reporter, TestModule } from 'vitest/node';

// The files a run waited on longest, printed at its end, so the change that makes one slower is
// seen by whoever makes it (docs/performance.md, "npm test's time"). A file's time is its import
// and its tests' and hooks' time, as the default reporter's per-file figure.
export default class SlowestFiles implements Reporter {
  constructor(private readonly count = 8) {}

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const timed = modules
      .map((m) => ({ file: m.relativeModuleId, project: m.project.name, ms: m.diagnostic().collectDuration + m.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, this.count);
    if (timed.length < 2) return;
    const width = Math.max(...timed.map((t) => t.file.length));
    console.log(`\nSlowest files of this run:\n${timed.map((t) => `  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.file.padEnd(width)}  (${t.project})`).join('\n')}`);
  }
}
