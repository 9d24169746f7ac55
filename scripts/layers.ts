// `npm run layers`: the layer rules of docs/architecture.md#layers. oxlint (.oxlintrc.json) fails
// on an import that runs up a layer and on any import circle, naming the file and the line; the
// import graph (harness/import-graph.ts) fails on what only the whole graph shows: render code
// the server loads through other folders, a block importing another block, two folders that
// import each other. Prints the graph's figures, so they can be stated and compared.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { rootDir } from '../src/core/paths';
import { blocksImportingBlocks, circles, folderArrows, folderLoops, readGraph, serverReachesRender } from '../harness/import-graph';

/** The graph's problems, each a line, and its figures, for the project at `root`. */
export function checkGraph(root: string): { problems: string[]; figures: string } {
  const graph = readGraph(root);
  const arrows = folderArrows(graph);
  const loops = folderLoops(arrows);
  const found = circles(graph);
  const problems = [
    ...serverReachesRender(graph).map((c) => `the server loads render code: ${c}`),
    ...blocksImportingBlocks(graph).map((b) => `a block imports another block: ${b} (what two blocks share lives in src/components/ or src/core/)`),
    ...loops.map((l) => `folders import each other: ${l.replace(' -> ', ' ↔ ')} (move what both need down a layer)`),
    ...found.map((c) => `import circle: ${c.join(' → ')}`),
  ];
  const figures = `${graph.size} files: ${arrows.size} folder arrows, ${loops.length} folder loops, ${found.length} import circles`;
  return { problems, figures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const oxlint = spawnSync(path.join(rootDir, 'node_modules/.bin/oxlint'), ['-c', '.oxlintrc.json', 'src', 'harness', 'scripts', 'tools', 'vite.config.ts'], { cwd: rootDir, stdio: 'inherit' });
  const { problems, figures } = checkGraph(rootDir);
  for (const p of problems) console.error(`✖ ${p}`);
  console.log(`Import graph: ${figures}${process.argv.includes('--arrows') ? `\n${[...folderArrows(readGraph(rootDir))].sort().join('\n')}` : ''}`);
  if (oxlint.status !== 0 || problems.length) process.exit(1);
}
