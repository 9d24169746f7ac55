import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPost } from '../../src/content/blog';
import { invalidUtf8At } from '../../src/content/read-text';
import { parseYaml } from '../../src/content/yaml-source';
import { bundled } from '../../harness/node-bundle';
import { copyEnv, copyProject } from '../../harness/project-copy';

// Content files a careless copy-paste or a hostile contributor produces. `npm run validate`
// reports each with file:line:col and what to do, all at once, and never a stack trace.
const copy = copyProject();
let output = '';
let status = 0;

const write = (rel: string, text: string | Buffer) => fs.writeFileSync(path.join(copy, rel), text);
const page = (p: string, title: string) =>
  `# yaml-language-server: $schema=../schemas/page.schema.json\npath: ${p}\ntitle: ${title}\ndescription: A page written to collide with another one, to see that validation catches it.\nblocks:\n  - type: text\n    paragraphs: [Hello.]\n`;

beforeAll(async () => {
  // An alias bomb: nine levels of ten aliases each would expand to a billion nodes.
  const bomb = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let i = 1; i < 9; i++) {
    const prev = String.fromCharCode(96 + i);
    const name = String.fromCharCode(97 + i);
    bomb.push(`${name}: &${name} [*${prev},*${prev},*${prev},*${prev},*${prev},*${prev},*${prev},*${prev},*${prev}]`);
  }
  write('pages/bomb.yaml', bomb.join('\n') + '\n');
  // Invalid UTF-8: a Latin-1 "é" (0xE9) on line 3, column 8.
  write('pages/latin1.yaml', Buffer.concat([Buffer.from('path: /latin1\ntitle: A page\ndescr: Caf'), Buffer.from([0xe9]), Buffer.from('\n')]));
  write('pages/twin-about.yaml', page('/about', 'A second About page'));
  write('pages/post-twin.yaml', page('/blog/dining-guide-newcastle-charlestown', 'A page where a post lives'));
  write('pages/api-page.yaml', page('/functions/v1/secret', 'A page under the functions prefix'));
  write('pages/assets-page.yaml', page('/assets', 'A page where the build puts its files'));
  const post = fs.readFileSync(path.join(copy, 'pages/blog/coastal-walks-newcastle-area.md'), 'utf8');
  write(
    'pages/blog/coastal-walks-newcastle-area.md',
    post + '\n\n<script>alert(document.cookie)</script>\n\nSee [our map](javascript:alert(1)) and ![x](data:image/svg+xml;base64,PHN2Zz4=).\n\n<img src=x onerror=alert(1)>\n',
  );
  try {
    output = execFileSync(process.execPath, [await bundled('scripts/validate.ts', copy)], { cwd: copy, encoding: 'utf8', stdio: 'pipe', env: copyEnv() });
  } catch (err) {
    const e = err as { status: number; stdout: string; stderr: string };
    status = e.status;
    output = e.stdout + e.stderr;
  }
}, 60_000);
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

describe('npm run validate on hostile content', () => {
  it('fails, reporting every problem at once, without a stack trace', () => {
    expect(status).toBe(1);
    expect(output).not.toMatch(/\n\s+at \S+ \(|Error: /);
  });

  const expected: [string, RegExp][] = [
    ['an alias bomb names its file', /pages\/bomb\.yaml:2:\d+: YAML aliases expand too far/],
    ['invalid UTF-8 names file, line, column and byte', /pages\/latin1\.yaml:3:11: the file is not valid UTF-8 \(byte 38: 0xe9\)/],
    ['a page at an existing page path names both files', /pages\/twin-about\.yaml:\d+:\d+ path: \/about is already the path of pages\/about\.yaml:\d+:\d+/],
    ['a page at a blog post path names the post and the page', /pages\/blog\/dining-guide-newcastle-charlestown\.md:\d+:\d+ slug: \/blog\/dining-guide-newcastle-charlestown is both this post and the page at pages\/post-twin\.yaml:\d+:\d+/],
    ['a page under /functions is reserved', /pages\/api-page\.yaml:\d+:\d+ path: \/functions\/v1\/secret is reserved/],
    ['a page at /assets is reserved', /pages\/assets-page\.yaml:\d+:\d+ path: \/assets is reserved/],
    ['a <script> in a post is reported where it is', /pages\/blog\/coastal-walks-newcastle-area\.md:\d+:1: raw HTML in a post \("<script>alert/],
    ['an <img onerror> in a post is reported', /coastal-walks-newcastle-area\.md:\d+:1: raw HTML in a post \("<img src=x onerror/],
    ['a javascript: link in a post is reported', /coastal-walks-newcastle-area\.md:\d+:\d+: unsafe link target "javascript:alert\(1\)"/],
    ['a data: image in a post is reported', /coastal-walks-newcastle-area\.md:\d+:\d+: unsafe link target "data:image\/svg\+xml/],
  ];
  for (const [name, re] of expected) {
    it(name, () => expect(output).toMatch(re));
  }
});

describe('the guards themselves', () => {
  it('the post renderer drops scripts, handlers and javascript:/data: URLs even if validation is skipped', () => {
    const html = renderPost('Hi <script>alert(1)</script> [a](javascript:alert(1)) <img src=x onerror=alert(1)> [b](https://example.com) ![c](data:text/html,x)\n\n<iframe src="https://evil.example"></iframe>');
    expect(html).not.toMatch(/<script|onerror|javascript:|data:|<iframe/i);
    expect(html).toContain('href="https://example.com"');
  });

  it('keeps what posts need: headings, lists, emphasis, site links and images', () => {
    const html = renderPost('## Walks\n\n- **Bathers Way**, *6 km*\n\n[Explore](/local-explore)\n\n![The beach](/images/beach.jpg)');
    expect(html).toContain('<h2>Walks</h2>');
    expect(html).toContain('<strong>Bathers Way</strong>');
    expect(html).toContain('<a href="/local-explore">Explore</a>');
    expect(html).toContain('<img src="/images/beach.jpg" alt="The beach"');
  });

  it('an alias bomb is refused with an error, not spelled out', () => {
    // Each level holds ten of the one before: four levels are 10,000 values. What stops it is a
    // count of the aliases followed (yaml's maxAliasCount), not the machine's speed.
    const r = parseYaml('pages/x.yaml', 'a: &a [1,1,1,1,1,1,1,1,1,1]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]\n');
    expect(r.errors[0].message).toMatch(/aliases expand too far/);
  });

  it('finds the first bad UTF-8 byte: stray continuation, truncated sequence, overlong form, surrogate', () => {
    expect(invalidUtf8At(Buffer.from('plain ascii'))).toBe(-1);
    expect(invalidUtf8At(Buffer.from('café 🌊 李'))).toBe(-1);
    expect(invalidUtf8At(Buffer.from([0x61, 0x80]))).toBe(1);
    expect(invalidUtf8At(Buffer.from([0x61, 0x62, 0xe2, 0x82]))).toBe(2);
    expect(invalidUtf8At(Buffer.from([0xc0, 0xaf]))).toBe(0);
    expect(invalidUtf8At(Buffer.from([0xed, 0xa0, 0x80]))).toBe(0);
  });
});
