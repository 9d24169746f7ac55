import fs from 'node:fs';
import path from 'node:path';

// A week of a marketer's edits to the live content, each valid: what must never turn CI red.
// tests/build/content-edits.test.ts makes them one after another in a copy and runs validate and
// the live-site tests after each; `npm run test:repeat -- --content-edits` makes them in a fresh
// clone and runs the whole `npm test` after each.

/** The first fenced block of the given kind under a section of docs/content.md, as a marketer copies it. */
function docsExample(project: string, section: string, lang: string): string {
  const docs = fs.readFileSync(path.join(project, 'docs/content.md'), 'utf8');
  const from = docs.indexOf(`\n## ${section}\n`);
  const m = new RegExp(`\\n( *)\`\`\`${lang}\\n([\\s\\S]*?)\\n\\1\`\`\``).exec(docs.slice(from));
  if (from < 0 || !m) throw new Error(`docs/content.md has no ${lang} example under ## ${section}`);
  return m[2].replace(new RegExp(`^${m[1]}`, 'gm'), '') + '\n';
}

/** The edits, in order, each made in `project` (they add up, as a week of work would). */
export function contentEdits(project: string): [string, () => void][] {
  const file = (rel: string) => path.join(project, rel);
  const read = (rel: string) => fs.readFileSync(file(rel), 'utf8');
  const edit = (rel: string, fn: (text: string) => string) => {
    const before = read(rel);
    const after = fn(before);
    if (after === before) throw new Error(`the edit of ${rel} changed nothing`);
    fs.writeFileSync(file(rel), after);
  };
  /** Landing pages (`lodging:`) whose path no other content file names: removing or moving one breaks no written link. */
  const unlinkedLandingPages = (): string[] => {
    const names = fs.readdirSync(file('pages')).filter((f) => f.endsWith('.yaml'));
    const texts = new Map([...names.map((n) => [`pages/${n}`, read(`pages/${n}`)] as const), ['site.yaml', read('site.yaml')], ...fs.readdirSync(file('pages/blog')).map((n) => [`pages/blog/${n}`, read(`pages/blog/${n}`)] as const)]);
    return names
      .filter((n) => /\nlodging:/.test(texts.get(`pages/${n}`)!))
      .filter((n) => {
        const route = /\npath: (\S+)/.exec(texts.get(`pages/${n}`)!)![1];
        return ![...texts].some(([other, text]) => other !== `pages/${n}` && new RegExp(`${route}(?![\\w-])`).test(text));
      });
  };
  return [
    ["add the docs' example landing page", () => fs.writeFileSync(file('pages/merewether-accommodation.yaml'), docsExample(project, 'Pages', 'yaml'))],
    ["add a blog post (the docs' example)", () => fs.writeFileSync(file('pages/blog/winter-in-newcastle.md'), docsExample(project, 'Blog', 'markdown'))],
    // Content whose every landing page is linked from another file has none to retire or move
    // without editing those links too: the edit is then not made (the suite still runs after it).
    [
      'remove a landing page',
      () => {
        const name = unlinkedLandingPages()[0];
        if (name) fs.rmSync(file(`pages/${name}`));
      },
    ],
    [
      "rename a page's path (and its file)",
      () => {
        const name = unlinkedLandingPages()[0];
        if (!name) return;
        const renamed = name.replace(/\.yaml$/, '-stays.yaml');
        edit(`pages/${name}`, (t) => t.replace(/\npath: (\S+)/, '\npath: $1-stays'));
        fs.renameSync(file(`pages/${name}`), file(`pages/${renamed}`));
      },
    ],
    // A new value whatever the content says now: the content may already say this edit's first choice.
    ['change the phone number in site.yaml', () => edit('site.yaml', (t) => t.replace(/\n {2}phone: .*/, (now) => `\n  phone: "${now.includes('1142') ? '+61 2 4943 1143' : '+61 2 4943 1142'}"`))],
    ['change the check-in time in site.yaml', () => edit('site.yaml', (t) => t.replace(/\n {2}checkIn: .*/, (now) => `\n  checkIn: "${now.includes('14:00') ? '13:00' : '14:00'}"`))],
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
}
