import fs from 'node:fs';

/** CPU seconds of this process's threads, and of its children that have ended (Linux: /proc). */
function cpuSeconds(): number {
  const own = process.cpuUsage();
  let children = 0;
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    children = (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    // Not Linux: the children's share (the Vite builds) goes uncounted.
  }
  return (own.user + own.system) / 1e6 + children;
}

/**
 * Wall and CPU time of each phase of a build, for `npm run build -- --timings`. CPU time counts
 * every thread (render workers, brotli and sharp in the libuv pool) and the Vite child, so on a
 * shared machine it says what the build costs where the wall time only says how long it waited.
 */
function phaseTimer() {
  const phases: { name: string; seconds: number; cpu: number }[] = [];
  let wall = performance.now();
  let cpu = cpuSeconds();
  return {
    /** Ends the current phase under this name. */
    lap(name: string) {
      const [nowWall, nowCpu] = [performance.now(), cpuSeconds()];
      phases.push({ name, seconds: (nowWall - wall) / 1000, cpu: nowCpu - cpu });
      [wall, cpu] = [nowWall, nowCpu];
    },
    report: () => phases.map((p) => `  ${p.name.padEnd(22)} ${p.seconds.toFixed(2).padStart(6)} s   CPU ${p.cpu.toFixed(2).padStart(6)} s`).join('\n'),
  };
}

/** The running build's timer: prerender's phases are laps of it. */
export const buildPhases = phaseTimer();
