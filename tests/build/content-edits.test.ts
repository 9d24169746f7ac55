import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../src/content/paths';
import { bundled } from '../../harness/node-bundle';
import { copyEnv, copyProject } from '../../harness/project-copy';

// A marketer's edits that validate never fail CI. In a copy of the project with the live content,
// each edit below is made in turn (they add up, as a week of work would); after each, the content
// validates and the tests that read the live content (the `site` project, tests/site/) pass. The
// engine's own tests read tests/fixtures/site, which no edit of the live content touches; the
// last step builds the edited site, every route of it.
const copy = copyProject({ content: 'live' });
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

const file = (rel: string) => path.join(copy, rel);
const read = (rel: string) => fs.readFileSync(file(rel), 'utf8');
const edit = (rel: string, fn: (text: string) => string) => {
  const before = read(rel);
  const after = fn(before);
  expect(after, rel).not.toBe(before);
  fs.writeFileSync(file(rel), after);
};

/** The first fenced block of the given kind under a section of docs/content.md, as a marketer copies it. */
function docsExample(section: string, lang: string): string {
  const docs = fs.readFileSync(path.join(rootDir, 'docs/content.md'), 'utf8');
  const from = docs.indexOf(`\n## ${section}\n`);
  const m = new RegExp(`\\n( *)\`\`\`${lang}\\n([\\s\\S]*?)\\n\\1\`\`\``).exec(docs.slice(from));
  if (from < 0 || !m) throw new Error(`docs/content.md has no ${lang} example under ## ${section}`);
  return m[2].replace(new RegExp(`^${m[1]}`, 'gm'), '') + '\n';
}

/** Landing pages (`lodging:`) whose path no other content file names: removing or moving one breaks no written link. */
function unlinkedLandingPages(): string[] {
  const names = fs.readdirSync(file('pages')).filter((f) => f.endsWith('.yaml'));
  const texts = new Map([...names.map((n) => [`pages/${n}`, read(`pages/${n}`)] as const), ['site.yaml', read('site.yaml')], ...fs.readdirSync(file('pages/blog')).map((n) => [`pages/blog/${n}`, read(`pages/blog/${n}`)] as const)]);
  return names
    .filter((n) => /\nlodging:/.test(texts.get(`pages/${n}`)!))
    .filter((n) => {
      const route = /\npath: (\S+)/.exec(texts.get(`pages/${n}`)!)![1];
      return ![...texts].some(([other, text]) => other !== `pages/${n}` && new RegExp(`${route}(?![\\w-])`).test(text));
    });
}

const run = (cmd: string, args: string[]) => {
  try {
    return { status: 0, out: execFileSync(cmd, args, { cwd: copy, encoding: 'utf8', stdio: 'pipe', env: copyEnv({ DIST_DIR: 'dist', NO_COLOR: '1', FORCE_COLOR: '0' }) }) };
  } catch (e) {
    const x = e as { status: number; stdout: string; stderr: string };
    return { status: x.status, out: `${x.stdout}${x.stderr}` };
  }
};
const validate = async () => run(process.execPath, [await bundled('scripts/validate.ts', copy)]);
const siteTests = () => run(path.join(copy, 'node_modules/.bin/vitest'), ['run', '--project', 'site']);

const edits: [string, () => void][] = [
  ["add the docs' example landing page", () => fs.writeFileSync(file('pages/merewether-accommodation.yaml'), docsExample('Pages', 'yaml'))],
  ["add a blog post (the docs' example)", () => fs.writeFileSync(file('pages/blog/winter-in-newcastle.md'), docsExample('Blog', 'markdown'))],
  ['remove a landing page', () => fs.rmSync(file(`pages/${unlinkedLandingPages()[0]}`))],
  [
    "rename a page's path (and its file)",
    () => {
      const name = unlinkedLandingPages()[0];
      const renamed = name.replace(/\.yaml$/, '-stays.yaml');
      edit(`pages/${name}`, (t) => t.replace(/\npath: (\S+)/, '\npath: $1-stays'));
      fs.renameSync(file(`pages/${name}`), file(`pages/${renamed}`));
    },
  ],
  ['change the phone number in site.yaml', () => edit('site.yaml', (t) => t.replace(/\n {2}phone: .*/, '\n  phone: "+61 2 4943 1142"'))],
  ['change the check-in time in site.yaml', () => edit('site.yaml', (t) => t.replace(/\n {2}checkIn: .*/, '\n  checkIn: "14:00"'))],
  [
    "reorder a page's blocks (the home page's, all but the first reversed)",
    () =>
      edit('pages/home.yaml', (t) => {
        const at = t.indexOf('\nblocks:\n') + '\nblocks:\n'.length;
        const blocks = t.slice(at).split(/\n(?=  - type: )/).map((b) => b.replace(/\n+$/, ''));
        return `${t.slice(0, at)}${[blocks[0], ...blocks.slice(1).reverse()].join('\n\n')}\n`;
      }),
  ],
];

describe.sequential('content edits that validate never fail CI', () => {
  for (const [i, [name, apply]] of edits.entries()) {
    it(`${i + 1}. ${name}: validate passes, and the live-site tests pass`, async () => {
      apply();
      const v = await validate();
      expect(v.out).toMatch(/^\d+ pages, 0 errors/m);
      expect(v.status).toBe(0);
      const site = siteTests();
      expect(site.out, site.out).toMatch(/Tests\s+\d+ passed/);
      expect(site.status).toBe(0);
    }, 180_000);
  }

  it('then the edited site builds, every route of it', async () => {
    const built = run(process.execPath, [await bundled('scripts/build.ts', copy)]);
    expect(built.status, built.out).toBe(0);
    const routes: string[] = JSON.parse(read('dist/build.json')).routes;
    expect(routes).toEqual(expect.arrayContaining(['/merewether-accommodation', '/blog/winter-in-newcastle']));
    for (const r of routes) expect(fs.existsSync(file(`dist/client/${r === '/' ? '' : `${r.slice(1)}/`}index.html`)), r).toBe(true);
  }, 300_000);
});
