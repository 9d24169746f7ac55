import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundled } from '../../harness/node-bundle';
import { copyEnv, copyProject, locate } from '../../harness/project-copy';

// What a careless editor (or a hostile contributor) can put in the content, checked the way it
// happens: `npm run validate` and `npm run build` in a copy of the project, each run once with
// every case in place. Both must refuse with the same located errors, and the build must print
// no stack trace and publish nothing.
const copy = copyProject();
const write = (rel: string, data: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(copy, rel)), { recursive: true });
  fs.writeFileSync(path.join(copy, rel), data);
};
const edit = (rel: string, from: string | RegExp, to: string) => {
  const file = path.join(copy, rel);
  const text = fs.readFileSync(file, 'utf8');
  const next = text.replace(from, to);
  expect(next, `${from} in ${rel}`).not.toBe(text);
  fs.writeFileSync(file, next);
};
const run = async (script: string) => {
  const js = await bundled(script, copy);
  try {
    return { status: 0, out: execFileSync(process.execPath, [js], { cwd: copy, encoding: 'utf8', stdio: 'pipe', env: copyEnv({ DIST_DIR: 'dist-hostile' }) }) };
  } catch (e) {
    const x = e as { status: number; stdout: string; stderr: string };
    return { status: x.status, out: x.stdout + x.stderr };
  }
};

const page = (p: string, blocks: string) =>
  `path: ${p}\ntitle: A page of the hostile content suite\ndescription: A page written for the hostile content suite, to see that the build refuses it.\nblocks:\n  - type: hero\n    heading: Hostile\n${blocks}`;

let validate: Awaited<ReturnType<typeof run>>;
let build: Awaited<ReturnType<typeof run>>;

beforeAll(async () => {
  // 1. Symlinks that lead out of public/ and pages/ (the private guide, a system file, nothing).
  fs.symlinkSync('../../private/guide.yaml', path.join(copy, 'public/images/guide.txt'));
  fs.symlinkSync('/etc/passwd', path.join(copy, 'public/passwd.txt'));
  fs.symlinkSync('../private/guide.yaml', path.join(copy, 'pages/guide-copy.yaml'));
  fs.symlinkSync('./no-such-file.jpg', path.join(copy, 'public/images/dangling.jpg'));
  // 6. Images the build cannot convert: not an image, a header claiming 40000 × 40000, a folder, a cut-short JPEG.
  write('public/images/corrupt.jpg', Buffer.from('this is not a JPEG at all, just text with a .jpg name'));
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).png().toBuffer();
  png.writeUInt32BE(40000, 16); // IHDR width
  png.writeUInt32BE(40000, 20); // IHDR height
  write('public/images/huge.png', png);
  fs.mkdirSync(path.join(copy, 'public/images/folder.jpg'));
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#345678' } }).jpeg().toBuffer();
  write('public/images/cut-short.jpg', jpeg.subarray(0, jpeg.length - 40));
  write(
    'pages/hostile-images.yaml',
    page(
      '/hostile-images',
      ['corrupt.jpg', 'huge.png', 'folder.jpg', 'cut-short.jpg']
        .map((f) => `  - type: image-banner\n    image: { src: /images/${f}, alt: A photo }\n`)
        .join(''),
    ),
  );
  // 7. Links in text that leave the site although they look like paths.
  write('pages/hostile-links.yaml', page('/hostile-links', '  - type: text\n    paragraphs:\n      - "See [x](//evil.example/x) and [y](/\\\\evil.example/y)."\n'));
  // 8. Two sections with one id; a theme colour that is no colour; a bidi override in a title and an alt text; a post showing another site's image.
  write('pages/hostile-ids.yaml', page('/hostile-ids', '  - type: text\n    id: details\n    paragraphs: [One]\n  - type: text\n    id: details\n    paragraphs: [Two]\n'));
  edit('site.yaml', /primary: "#1e5b57"/, 'primary: "#1e5b5"');
  edit('site.yaml', /accent: "#a8461f"/, 'accent: "red;} body{display:none"');
  edit('pages/about.yaml', /^title: (.*)$/m, 'title: $1 \u202Egnp.exe');
  write('pages/hostile-alt.yaml', page('/hostile-alt', '  - type: image-banner\n    image: { src: /images/interior-living.jpg, alt: "Living room\u202E" }\n'));
  const post = 'pages/blog/coastal-walks-newcastle-area.md';
  fs.appendFileSync(path.join(copy, post), '\n\n![A remote photo](https://evil.example/track.png)\n');
  validate = await run('scripts/validate.ts');
  build = await run('scripts/build.ts');
}, 180_000);
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

/** Where `needle` is in a file of the copy, as file:line:col. */
const at = (file: string, needle: string) => locate(copy, file, needle);

/** A page's title as written (the value, after `title: `). */
const titleOf = (file: string) => /^title: (.*)$/m.exec(fs.readFileSync(path.join(copy, file), 'utf8'))![1];

const cases: [string, () => string | RegExp][] = [
  ['a symlink in public/ to the private guide', () => 'public/images/guide.txt:1:1: is a symbolic link to ../../private/guide.yaml, outside public/: it would publish that file'],
  ['a symlink in public/ to a system file', () => 'public/passwd.txt:1:1: is a symbolic link to /etc/passwd, outside public/: it would publish that file'],
  ['a symlink in public/ to nothing', () => 'public/images/dangling.jpg:1:1: is a symbolic link to ./no-such-file.jpg, which does not exist'],
  ['a symlink in pages/ to the private guide, never read as a page', () => 'pages/guide-copy.yaml:1:1: is a symbolic link to ../private/guide.yaml, outside pages/: it would publish that file'],
  ['a file that is no image', () => `${at('pages/hostile-images.yaml', '/images/corrupt.jpg')} blocks[1] (image-banner) image.src: image public/images/corrupt.jpg is not an image file the site can show`],
  ['an image claiming 40000 × 40000 pixels', () => `${at('pages/hostile-images.yaml', '/images/huge.png')} blocks[2] (image-banner) image.src: image public/images/huge.png is 40000 × 40000 px; the largest the site converts is 10000 px on a side`],
  ['an image path that is a folder', () => `${at('pages/hostile-images.yaml', '/images/folder.jpg')} blocks[3] (image-banner) image.src: image public/images/folder.jpg is a folder, not an image file`],
  ['a JPEG cut short', () => `${at('pages/hostile-images.yaml', '/images/cut-short.jpg')} blocks[4] (image-banner) image.src: image public/images/cut-short.jpg is cut short`],
  ['a //host link in text', () => `${at('pages/hostile-links.yaml', '"See')} blocks[1] (text) paragraphs[0]: link to //evil.example/x leaves the site`],
  ['a /\\host link in text', () => `${at('pages/hostile-links.yaml', '"See')} blocks[1] (text) paragraphs[0]: link to /\\evil.example/y leaves the site`],
  ['two sections with one id', () => `${at('pages/hostile-ids.yaml', 'details\n    paragraphs: [Two]')} blocks[2] (text) id: id 'details' is already the id of blocks[1] (text)`],
  ['a theme colour with a missing digit', () => `${at('site.yaml', '"#1e5b5"')} theme.light.primary: "#1e5b5" does not fit: A colour as #rgb or #rrggbb`],
  ['a theme colour that breaks out of its CSS rule', () => `${at('site.yaml', '"red;}')} theme.light.accent: "red;} body{display:none" does not fit: A colour as #rgb or #rrggbb`],
  ['a bidi override in a title', () => `${at('pages/about.yaml', titleOf('pages/about.yaml'))} title: contains the invisible control character U+202E`],
  ['a bidi override in alt text', () => `${at('pages/hostile-alt.yaml', '"Living room')} blocks[1] (image-banner) image.alt: contains the invisible control character U+202E`],
  ['another site\'s image in a post', () => `${at('pages/blog/coastal-walks-newcastle-area.md', 'https://evil.example/track.png')}: image https://evil.example/track.png is on another site, and the site's security policy blocks it`],
];

describe('hostile content: validate and build refuse it alike', () => {
  it('both fail, without a stack trace, and the build publishes nothing', () => {
    expect(validate.status).toBe(1);
    expect(build.status).toBe(1);
    for (const r of [validate, build]) expect(r.out).not.toMatch(/\n\s+at \S+ \(|Error: /);
    expect(build.out).toContain('Content is invalid, nothing was built');
    expect(fs.existsSync(path.join(copy, 'dist-hostile'))).toBe(false);
  });

  for (const [name, line] of cases) {
    it(name, () => {
      const expected = line();
      for (const r of [validate, build]) {
        const lines = r.out.split('\n');
        expect(lines.some((l) => (typeof expected === 'string' ? l.startsWith(expected) : expected.test(l))), `${r === validate ? 'validate' : 'build'}: ${expected}\n${r.out}`).toBe(true);
      }
    });
  }
});
