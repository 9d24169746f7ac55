import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateFilesPlugin } from '../../src/build/dev-private';
import { sourcePlugin } from '../../src/build/dev-source/plugin';
import { scratchDir } from '../../harness/scratch';

// The development server's guards on a real Vite server (its own plugins, nothing else) over a
// project of hostile shape: the files Vite never serves by default, the private content reached
// by links and copies, the database where DATA_DIR says and where it would be by default, and
// requests from other sites to open files in the developer's editor. (tests/browser/dev-server
// asks the project's whole `npm run dev` the private addresses too.)
const SECRET = 'wifi-password-Seabreeze-2290';
const root = fs.realpathSync(scratchDir('dev-files'));
const file = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
const guide = `property:\n  wifi:\n    password: ${SECRET}\n`;
file('index.html', '<!doctype html><title>dev</title><p>dev</p>');
file('ok.txt', 'an ordinary file');
// Empty, as a private file can be too (a database's -wal after a checkpoint): no copy of anything.
file('empty.txt', '');
file('data/site.db-shm', '');
file('pages/home.yaml', 'title: Home\n');
file('private/guide.yaml', guide);
file('private/availability.ics', `BEGIN:VCALENDAR\r\nX-NOTE:${SECRET}\r\nEND:VCALENDAR\r\n`);
// Each its own bytes, so that only what the file is can refuse it, not a copy's likeness.
for (const f of ['.env', '.env.local', 'tls.pem', 'server.key', '.npmrc', '.yarnrc.yml', '.git/config', '.guide-secret', 'data/site.db', 'elsewhere/data/site.db', 'elsewhere/data/site.db-wal']) file(f, `${SECRET} in ${f}\n`);
// `npm run build:functions`: a bundle carries a copy of the private files it needs.
file('supabase/functions/guide-unlock/bundle/private/guide.yaml', guide);
file('supabase/functions/guide-unlock/bundle/index.js', `// ${SECRET}\n`);
// Links and copies: a folder linked to private/, a public file linked to the guide, a copy under another name.
fs.symlinkSync('private', path.join(root, 'innocent'));
file('public/robots.txt', 'User-agent: *\n');
fs.symlinkSync('../private/guide.yaml', path.join(root, 'public/leak.yaml'));
file('public/notes.txt', guide);
fs.symlinkSync('/etc/passwd', path.join(root, 'passwd-link'));

const editorLog = path.join(root, '..', `${path.basename(root)}-editor.log`);
const editor = path.join(root, '..', `${path.basename(root)}-editor.sh`);
fs.writeFileSync(editor, `#!/bin/sh\necho "$@" >> '${editorLog}'\n`, { mode: 0o755 });

let server: ViteDevServer;
let port = 0;
const saved = { LAUNCH_EDITOR: process.env.LAUNCH_EDITOR, EDITOR: process.env.EDITOR, VISUAL: process.env.VISUAL };
beforeAll(async () => {
  server = await createServer({
    root,
    configFile: false,
    envFile: false,
    logLevel: 'silent',
    publicDir: path.join(root, 'public'),
    plugins: [privateFilesPlugin(root, ['private', 'data', 'elsewhere/data', '.guide-secret']), sourcePlugin(root)],
    server: { host: '127.0.0.1', port: 0, strictPort: false, fs: { allow: [root] } },
  });
  await server.listen();
  port = (server.httpServer!.address() as { port: number }).port;
});
afterAll(async () => {
  Object.assign(process.env, saved);
  for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k];
  await server?.close();
});

/** Sent as written (fetch would resolve the dots and escapes itself). */
const get = (address: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string; cookie?: string }>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: address, headers: { host: `127.0.0.1:${port}`, ...headers }, agent: false }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, body, cookie: res.headers['set-cookie']?.[0]?.split(';')[0] }));
    }).on('error', reject);
  });
const served = async (addresses: string[]) =>
  Promise.all(addresses.map(async (a) => {
    const { status, body } = await get(a);
    return `${a}: ${status === 200 ? 'served' : 'refused'}${body.includes(SECRET) ? ' WITH THE SECRET' : ''}`;
  }));

describe('files the development server never serves', () => {
  it("Vite's own defaults are kept: environment files, keys and certificates, package-manager settings, .git", async () => {
    const addresses = ['/.env', '/.env?raw', '/.env.local', '/tls.pem', '/server.key', '/.npmrc', '/.yarnrc.yml', '/.git/config', `/@fs${root}/.env`, `/@fs${root}/.env?raw`];
    expect(await served(addresses)).toEqual(addresses.map((a) => `${a}: refused`));
  });

  it('the private content by every way to it: links to it, copies of its bytes, the function bundles', async () => {
    const addresses = [
      '/private/guide.yaml',
      '/private/guide.yaml?raw',
      '/innocent/guide.yaml',
      '/innocent/guide.yaml?raw',
      `/@fs${root}/innocent/guide.yaml?raw`,
      '/leak.yaml',
      '/leak.yaml?raw',
      '/notes.txt',
      '/public/notes.txt',
      '/supabase/functions/guide-unlock/bundle/private/guide.yaml',
      '/supabase/functions/guide-unlock/bundle/private/guide.yaml?raw',
      `/@fs${root}/supabase/functions/guide-unlock/bundle/private/guide.yaml`,
      '/supabase/functions/guide-unlock/bundle/index.js',
    ];
    expect(await served(addresses)).toEqual(addresses.map((a) => `${a}: refused`));
  });

  it('the database where DATA_DIR says and where it would be by default, and the guide secret file', async () => {
    const addresses = ['/data/site.db', '/elsewhere/data/site.db', '/elsewhere/data/site.db-wal', `/@fs${root}/data/site.db`, '/.guide-secret', `/@fs${root}/.guide-secret`];
    expect(await served(addresses)).toEqual(addresses.map((a) => `${a}: refused`));
  });

  it('serves the project as before', async () => {
    const addresses = ['/ok.txt', '/empty.txt', '/robots.txt', '/pages/home.yaml?raw'];
    expect(await served(addresses)).toEqual(addresses.map((a) => `${a}: served`));
  });
});

describe("opening a file in the developer's editor", () => {
  const opened = () => (fs.existsSync(editorLog) ? fs.readFileSync(editorLog, 'utf8') : '');
  /** The token the dev server gives its own pages, as a page's later requests send it back. */
  const ownPage = async () => ({ cookie: (await get('/ok.txt')).cookie!, 'sec-fetch-site': 'same-origin' });

  it('another site cannot: a cross-site request, one from another port of localhost, or one without the token is refused, and nothing runs', async () => {
    process.env.LAUNCH_EDITOR = editor;
    const own = await ownPage();
    const tries: [string, Record<string, string>][] = [
      ['an image on another site', { 'sec-fetch-site': 'cross-site' }],
      ['a page on another port of localhost, with the cookie (same site)', { cookie: own.cookie, 'sec-fetch-site': 'same-site' }],
      ['a fetch from another origin', { cookie: own.cookie, origin: 'http://localhost:3000' }],
      ['no token', { 'sec-fetch-site': 'same-origin' }],
      ['a wrong token', { cookie: own.cookie.replace(/=.*/, '=guessed'), 'sec-fetch-site': 'same-origin' }],
    ];
    for (const [name, headers] of tries) {
      for (const address of ['/__open-in-editor?file=/etc/passwd', '/__open-in-editor?file=ok.txt', '/__open-source?at=pages/home.yaml:1:1']) {
        const res = await get(address, headers);
        expect([name, address, res.status, res.body]).toEqual([name, address, 403, expect.stringMatching(/^Refused: only the dev server's own pages open files in the editor/)]);
      }
    }
    expect(opened()).toBe('');
  });

  it("its own page opens only the project's files, after resolving links", async () => {
    const own = await ownPage();
    for (const address of ['/__open-in-editor?file=/etc/passwd', '/__open-in-editor?file=../../../etc/passwd', '/__open-in-editor?file=passwd-link', '/__open-source?at=../outside.yaml:1:1']) {
      expect([address, (await get(address, own)).status]).toEqual([address, 400]);
    }
    expect((await get('/__open-source?at=pages/home.yaml:1:3', own)).status).toBe(200);
    await expect.poll(opened, { timeout: 20_000 }).toContain(`${root}/pages/home.yaml 1 3`);
    expect(opened()).not.toContain('passwd');
  });

  it('opens nothing without LAUNCH_EDITOR, nor a terminal editor: it says why (the page then shows the place to copy)', async () => {
    const own = await ownPage();
    fs.rmSync(editorLog, { force: true });
    delete process.env.LAUNCH_EDITOR;
    // What Vite itself would fall back to: EDITOR, often vim, started in the dev server's terminal.
    process.env.EDITOR = editor;
    process.env.VISUAL = editor;
    const none = await get('/__open-source?at=pages/home.yaml:1:1', own);
    expect([none.status, none.body.trim()]).toEqual([409, 'No editor is set for npm run dev: set LAUNCH_EDITOR (code, idea, subl…) and start it again to open places in your editor.']);
    expect((await get('/__open-in-editor?file=ok.txt', own)).status).toBe(409);
    process.env.LAUNCH_EDITOR = 'vim';
    const vim = await get('/__open-source?at=pages/home.yaml:1:1', own);
    expect([vim.status, vim.body]).toEqual([409, expect.stringMatching(/^LAUNCH_EDITOR is vim, which runs in a terminal/)]);
    // Answered before Vite's open-in-editor is reached: nothing was handed to it to start.
    expect(opened()).toBe('');
  });
});
