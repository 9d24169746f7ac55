import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { rootDir } from '../../src/core/paths';
import { docFiles, docProblems } from '../support/docs';

const scripts: Record<string, string> = JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8')).scripts;

it('README.md and docs/: every relative link and #anchor resolves, every npm command shown is a script in package.json', async () => {
  expect(docFiles(rootDir)).toContain('README.md');
  expect(await docProblems(rootDir, scripts)).toEqual([]);
});

it('names each broken link, missing anchor (in the same file and in another) and unknown command, with its place', async () => {
  const fixture = path.join(__dirname, '../fixtures/docs');
  const problems = await docProblems(fixture, { dev: 'vite', test: 'vitest' });
  expect(docFiles(fixture)).toEqual(['README.md', 'docs/guide.md']);
  expect(problems).toEqual([
    'README.md:6:3 Cannot find heading for `#no-such-part`',
    'README.md:7:3 Cannot find file `docs/missing.md`',
    'README.md:8:3 Cannot find heading for `#no-such-heading` in `docs/guide.md`',
    'README.md:12 `npm run -s build`: package.json has no script "build"',
    'docs/guide.md:5 `npm start`: package.json has no script "start"',
  ]);
});
