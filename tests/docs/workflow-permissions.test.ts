import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { expect, it } from 'vitest';
import { rootDir } from '../../src/core/paths';

// A workflow that names no permissions gets the repository's default token, which may write to
// it: a pull request's checks need to read, nothing more.
const dir = path.join(rootDir, '.github/workflows');
const workflows = fs.readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));

it.each(workflows)('%s says what its token may do, at the top', (file) => {
  const workflow = parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  expect(workflow.permissions, file).toBeTypeOf('object');
});

it('the content checks read the repository and write nothing', () => {
  expect(parse(fs.readFileSync(path.join(dir, 'content.yml'), 'utf8')).permissions).toEqual({ contents: 'read' });
});
