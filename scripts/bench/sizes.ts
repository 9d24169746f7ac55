// Prints, per route, the JavaScript loaded before any interaction (the page's scripts plus
// `load` islands) and all it can ever load, from the build's manifest. `npm run bench` prints
// the same next to Lighthouse medians.
import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '../../src/core/paths';
import { routeBudgets, type RouteBudget } from '../../src/build/budgets';

export const kb = (n: number) => (n / 1024).toFixed(1) + ' KB';

export function budgets(dist = path.resolve(rootDir, process.env.DIST_DIR ?? 'dist')): RouteBudget[] {
  const routes: string[] = JSON.parse(fs.readFileSync(path.join(dist, 'build.json'), 'utf8')).routes;
  return routeBudgets(path.join(dist, 'client'), routes);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('route'.padEnd(46), 'initial JS'.padStart(11), 'ever JS'.padStart(9), '  islands (when)');
  for (const b of budgets()) {
    console.log(b.route.padEnd(46), kb(b.initialGzip).padStart(11), kb(b.everGzip).padStart(9), '  ' + b.islands.map((i) => `${i.name} (${i.when})`).join(', '));
  }
}
