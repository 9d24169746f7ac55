import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { remark } from 'remark';
import { engine } from 'unified-engine';
import { rootDir } from '../../src/core/paths';

/** The Markdown a reader is sent to: the README and everything under docs/ (once it exists). */
export function docFiles(root: string): string[] {
  const files = ['README.md'];
  const docs = path.join(root, 'docs');
  if (fs.existsSync(docs)) files.push(...fs.readdirSync(docs, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md')).map((f) => path.join('docs', f)));
  return files.sort();
}

/** Every setting docs/hosting.md's Settings section names (`SMTP_HOST`, …): what a host may set. */
export function documentedSettings(root = rootDir): string[] {
  const hosting = fs.readFileSync(path.join(root, 'docs/hosting.md'), 'utf8');
  const section = hosting.slice(hosting.indexOf('\n## Settings\n'), hosting.indexOf('\n## ', hosting.indexOf('\n## Settings\n') + 1));
  return [...new Set([...section.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`/g)].map((m) => m[1]))].sort();
}

/**
 * Every relative link and #anchor (in the same file or another) that leads nowhere, as
 * "file:line:column reason". remark-validate-links slugs headings as GitHub does, so an anchor
 * that passes here works where the docs are read.
 */
function brokenLinks(root: string, files: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    engine(
      {
        processor: remark,
        cwd: root,
        files,
        // Named for the engine to load (not processor.use): so it is handed the file set, which
        // lets it check anchors in the other files.
        plugins: [['remark-validate-links', { repository: false, root }]],
        detectConfig: false,
        detectIgnore: false,
        out: false,
        quiet: true,
        // Problems are returned below, not printed.
        streamError: new Writable({ write: (_chunk, _enc, done) => done() }),
      },
      (error, _code, context) => {
        if (error) return reject(error);
        resolve((context?.files ?? []).flatMap((f) => [...f.messages].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)).map((m) => `${f.path}:${m.line}:${m.column} ${m.reason}`)));
      },
    );
  });
}

/** `npm run x`, `npm run -s x`, `npm test`, `npm start`: the script each command runs. */
const NPM_COMMAND = /\bnpm\s+(?:(?:run|run-script)\s+(?:-{1,2}[\w-]+\s+)*([\w:.-]+)|(test|start|stop|restart)\b)/g;

/** Every npm command shown in the files whose script package.json lacks, as "file:line `npm ...` reason". */
function unknownCommands(root: string, files: string[], scripts: Record<string, string>): string[] {
  return files.flatMap((file) =>
    fs
      .readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => [...line.matchAll(NPM_COMMAND)].filter((m) => !((m[1] ?? m[2]) in scripts)).map((m) => `${file}:${i + 1} \`${m[0]}\`: package.json has no script "${m[1] ?? m[2]}"`)),
  );
}

/** What is wrong with the docs under `root`: broken links and anchors, commands that do not exist. */
export async function docProblems(root: string, scripts: Record<string, string>): Promise<string[]> {
  const files = docFiles(root);
  return [...(await brokenLinks(root, files)), ...unknownCommands(root, files, scripts)];
}
