import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/core/messages';
import { bundled } from '../../harness/node-bundle';
import { copyEnv, copyProject, locate } from '../../harness/project-copy';

// `npm run validate` in a copy of the project with every lint fixture added at once: one run
// reports all of them, located, together with the schema checks; --strict adds the warnings.

const fixtures = path.join(__dirname, '../fixtures/content/lint');
let copy: string;
let validateJs: string;

/** `npm run validate` in the copy `dir`, whose sources `js` bundles (node-bundle.ts). */
function validateIn(dir: string, js: string, ...args: string[]): { status: number; out: string; err: string } {
  try {
    const out = execFileSync(process.execPath, [js, ...args], { cwd: dir, encoding: 'utf8', stdio: 'pipe', env: copyEnv() });
    return { status: 0, out, err: '' };
  } catch (e) {
    const x = e as { status: number; stdout: string; stderr: string };
    return { status: x.status, out: x.stdout, err: x.stderr };
  }
}

const validate = (...args: string[]) => validateIn(copy, validateJs, ...args);

/** Where `needle` is in a file of the copy, as file:line:col. */
const at = (file: string, needle: string) => locate(copy, file, needle);

beforeAll(async () => {
  copy = copyProject();
  validateJs = await bundled('scripts/validate.ts', copy);
}, 60_000);
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

describe('npm run validate with the lint', () => {
  it("passes on today's content, printing warnings only (exit 0)", () => {
    const r = validate();
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/^\d+ pages, 0 errors(, \d+ warnings?)? \(/m);
  }, 60_000);

  describe('on broken content', () => {
    let plain: ReturnType<typeof validate>;
    let strict: ReturnType<typeof validate>;
    let github: ReturnType<typeof validate>;
    let json: ReturnType<typeof validate>;
    beforeAll(() => {
      for (const f of fs.readdirSync(fixtures)) {
        const to = f.endsWith('.md') ? `pages/blog/${f}` : `pages/${f}`;
        fs.copyFileSync(path.join(fixtures, f), path.join(copy, to));
      }
      // A nav link to a section the Facts page does not have.
      const site = path.join(copy, 'site.yaml');
      fs.writeFileSync(site, fs.readFileSync(site, 'utf8').replace('{ href: /facts, label: Facts }', '{ href: /facts#rules, label: Facts }'));
      // A landing page copied with only the place name changed. The copy has no git history:
      // of two pages with as many words of their own, the one saved last is the copy.
      const kahibah = fs.readFileSync(path.join(copy, 'pages/kahibah-accommodation.yaml'), 'utf8');
      fs.writeFileSync(path.join(copy, 'pages/merewether-accommodation.yaml'), kahibah.replaceAll('Kahibah', 'Merewether').replaceAll('kahibah', 'merewether'));
      // Another, its closing block left out: it has fewer words of its own than the page it
      // copies, which is the copy even though the original was saved after it.
      const newcastle = path.join(copy, 'pages/newcastle-accommodation.yaml');
      const text = fs.readFileSync(newcastle, 'utf8');
      fs.writeFileSync(path.join(copy, 'pages/lambton-accommodation.yaml'), text.slice(0, text.indexOf('  - type: cta')).replaceAll('Newcastle', 'Lambton').replaceAll('newcastle', 'lambton'));
      const later = new Date(Date.now() + 60_000);
      fs.utimesSync(newcastle, later, later);
      plain = validate();
      strict = validate('--strict');
      github = validate('--format', 'github');
      json = validate('--format', 'json');
    }, 60_000);

    it('--format github: one annotation per finding on its file, line and column, titled with where and its id, the hint below the message; the same exit code', () => {
      expect(github.status).toBe(1);
      const lines = github.out.trimEnd().split('\n');
      expect(lines).toContain(
        `::error file=pages/lint-links.yaml,line=9,col=35,title=blocks[0] (hero) buttons[0].href (${messages.linkNoSection.id})::link to /about#team: /about has no section with id 'team'%0Ahint: Ids on /about: ` +
          lines.find((l) => l.startsWith('::error file=pages/lint-links.yaml,line=9,col=35'))!.split('Ids on /about: ')[1],
      );
      expect(lines).toContain(
        `::error file=pages/lint-images.yaml,line=5,col=15,title=image.src (${messages.imageNotFound.id})::image not found: public/images/no-such-photo.jpg%0Ahint: Add the photo under public/images/ or fix the file name (names are case-sensitive).`,
      );
      expect(lines).toContain(`::warning file=pages/lint-length.yaml,line=3,col=8,title=title (${messages.titleLength.id})::68 characters; search results show 10–65%0Ahint: Shorten it to 65 characters or fewer, or search results cut it off.`);
      // Every line is an annotation, but the closing count.
      expect(lines.slice(0, -1).every((l) => /^::(error|warning) file=[^,]+,line=\d+,col=\d+,title=[^:]+::/.test(l))).toBe(true);
      expect(lines.at(-1)).toMatch(/^\d+ pages, \d+ errors, \d+ warnings$/);
      expect(lines.filter((l) => l.startsWith('::error')).length).toBe(Number(/(\d+) errors? in/.exec(plain.err)?.[1]));
    });

    it('--format json: the same findings as a list, with severity, file, line, column, message, hint and the id of the message', () => {
      expect(json.status).toBe(1);
      const report = JSON.parse(json.out);
      expect(report.errors).toBe(Number(/(\d+) errors? in/.exec(plain.err)?.[1]));
      expect(report.findings).toContainEqual(
        expect.objectContaining({ id: messages.imageNotFound.id, severity: 'error', file: 'pages/lint-images.yaml', line: 5, col: 15, where: 'image.src', message: 'image not found: public/images/no-such-photo.jpg' }),
      );
      expect(report.findings.filter((f: { severity: string }) => f.severity === 'warning')).toHaveLength(report.warnings);
    });

    it('fails, listing every lint error at once with file:line:col', () => {
      expect(plain.status).toBe(1);
      const lines = [
        `${at('site.yaml', '/facts#rules')} nav.links[6].href: link to /facts#rules: /facts has no section with id 'rules'`,
        `${at('pages/blog/lint-post.md', '/about#team')}: link to /about#team: /about has no section with id 'team'`,
        `${at('pages/blog/lint-post.md', '![](')}: image /images/interior-kitchen.jpg has no alt text`,
        "pages/lint-links.yaml:9:35 blocks[0] (hero) buttons[0].href: link to /about#team: /about has no section with id 'team'",
        'pages/lint-links.yaml:15:9 blocks[1] (text) paragraphs[0]: link to /no-such-page, which is not a page of this site',
        'pages/lint-meta.yaml:3:8 title: the same title as / (pages/home.yaml:3:8)',
        'pages/lint-images.yaml:5:15 image.src: image not found: public/images/no-such-photo.jpg',
        'pages/lint-images.yaml:9:53 blocks[0] (hero) image.alt: image /images/interior-living.jpg has empty alt text',
        'pages/lint-no-h1.yaml:5:1 blocks: no block makes the page heading (h1)',
        'pages/lint-two-h1.yaml:8:5 blocks[1] (availability-calendar): a second h1 (availability-calendar); blocks[0] (hero) already makes the page heading',
        'pages/lint-json-ld.yaml:6:5 jsonLd[0]: JSON-LD BlogPosting has no author, publisher',
        "pages/lint-badge.yaml:12:12 blocks[0] (hero) badge: the badge says 4.9 from 127 reviews, but the site's rating is 4.93 from 47 reviews on Airbnb; see site.yaml:71:11 property.rating",
        'pages/lint-faq.yaml:12:50 blocks[1] (faq) items[1].answer: "Can I bring my dog?" has an empty answer',
      ];
      for (const line of lines) expect(plain.err.split('\n')).toContain(line);
      // The lambton copy is an error or a warning as it scores either side of 0.8.
      expect(plain.err).toMatch(/\n\n\d+ errors in 1[12] files\.\n$/);
      expect(plain.err).not.toMatch(/\n\s+at \S+ \(|Error: /);
    });

    it('a place-name copy is an error at the copy: without git, the one with fewer words of its own, or else the one saved last', () => {
      const errors = plain.err.split('\n');
      expect(errors).toContainEqual(expect.stringMatching(/^pages\/merewether-accommodation\.yaml:22:3 blocks: 86% the same text as pages\/kahibah-accommodation\.yaml \(\/kahibah-accommodation\), saved after it; alike blocks/));
      expect(errors).toContainEqual(expect.stringMatching(/^pages\/lambton-accommodation\.yaml:\d+:\d+ blocks: (?:warning: )?\d+% the same text as pages\/newcastle-accommodation\.yaml \(\/newcastle-accommodation\), with fewer words of its own; /));
      expect(plain.err).not.toMatch(/^pages\/(kahibah|newcastle)-accommodation\.yaml.* the same text as/m);
    });

    it('prints length warnings apart, as warnings, and --strict makes them errors', () => {
      const warning = 'pages/lint-length.yaml:3:8 title: warning: 68 characters; search results show 10–65';
      expect(plain.err.split('\n')).toContain(warning);
      expect(plain.err).toMatch(/\d+ warnings \(not errors: `npm run validate -- --strict` fails on them\)/);
      expect(strict.status).toBe(1);
      expect(strict.err).not.toContain('warning:');
      expect(strict.err.split('\n')).toContain(warning.replace('warning: ', ''));
      const count = (s: string) => Number(/(\d+) errors? in/.exec(s)?.[1]);
      const warnings = Number(/(\d+) warnings \(/.exec(plain.err)?.[1]);
      expect(count(strict.err)).toBe(count(plain.err) + warnings);
    });
  });
});

describe('npm run validate on photos straight from a phone', () => {
  let phone: string;
  let r: ReturnType<typeof validate>;
  beforeAll(async () => {
    phone = copyProject();
    const images = path.join(phone, 'public/images');
    fs.copyFileSync(path.join(images, 'interior-kitchen.jpg'), path.join(images, 'IMG_2041.JPG'));
    fs.copyFileSync(path.join(images, 'interior-living.jpg'), path.join(images, 'IMG 2042 (1).JPG'));
    const gallery = path.join(phone, 'pages/gallery.yaml');
    fs.writeFileSync(
      gallery,
      fs
        .readFileSync(gallery, 'utf8')
        .replace('/images/interior-kitchen.jpg, alt: Kitchen', '/images/IMG_2041.JPG, alt: Kitchen')
        .replace('/images/interior-living.jpg, alt: Living room', '/images/IMG 2042 (1).JPG, alt: Living room'),
    );
    r = validateIn(phone, await bundled('scripts/validate.ts', phone));
  }, 60_000);
  afterAll(() => fs.rmSync(phone, { recursive: true, force: true }));

  it("takes a camera's IMG_2041.JPG as it is, and says exactly what to rename a name with spaces to", () => {
    expect(r.status).toBe(1);
    expect(r.err).not.toContain('IMG_2041');
    expect(r.err.split('\n')).toContain(`${locate(phone, 'pages/gallery.yaml', '/images/IMG 2042')} blocks[1] (gallery) photos[5].src: the file name "IMG 2042 (1).JPG" has spaces or signs a web address cannot carry`);
    expect(r.err.split('\n')).toContain('    hint: Rename public/images/IMG 2042 (1).JPG to public/images/img-2042-1.jpg and write /images/img-2042-1.jpg here (names may use letters, digits, - and _).');
  });

  it('reports only that one error: the links to the page with the refused photo are not errors of their own', () => {
    expect(r.err).not.toContain('which is not a page');
    expect(r.err).toMatch(/\n\n1 error in 1 file\.\n$/);
  });
});
