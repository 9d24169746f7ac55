import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInPhone } from '../../src/content/lint/launch';
import { launchSettingProblems } from '../../src/server/launch-check';
import { bundled } from '../../harness/node-bundle';
import { copyEnv, copyProject, locate } from '../../harness/project-copy';

// `npm run validate -- --launch`: every value that only stands in for a real one, with where it
// is written, so the host can replace them all before the site goes live. (Plain validate
// passing on the same content is tests/content/lint-validate.test.ts's first case.)

let copy: string;
let validateJs: string;

function validate(env: Record<string, string>, ...args: string[]): { status: number; out: string } {
  const r = spawnSync(process.execPath, [validateJs, ...args], { cwd: copy, encoding: 'utf8', env: copyEnv({ GUIDE_PASSCODE: '', ...env }) });
  return { status: r.status ?? 1, out: r.stdout + r.stderr };
}

const edit = (file: string, fn: (text: string) => string) => fs.writeFileSync(path.join(copy, file), fn(fs.readFileSync(path.join(copy, file), 'utf8')));
const at = (file: string, needle: string) => locate(copy, file, needle);

beforeAll(async () => {
  copy = copyProject();
  validateJs = await bundled('scripts/validate.ts', copy);
  // An article that gives a stand-in number in its text.
  edit('pages/blog/coastal-walks-newcastle-area.md', (t) => `${t.trimEnd()}\n\nQuestions on the day? Ring the kiosk on 0491 570 156.\n`);
}, 60_000);
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

describe('the launch check', () => {
  it("lists every stand-in in today's content and settings with file:line:col, and fails", () => {
    const r = validate({}, '--launch');
    expect(r.status).toBe(1);
    const listed = r.out.split('\n').filter((l) => /^\S+:\d+:\d+:? |^environment /.test(l) && !l.includes('warning:'));
    const explore = (n: string) => `${at('pages/local-explore.yaml', `(02) 5550 ${n}`)} `;
    expect(listed.map((l) => l.replace(/ is .*/, ''))).toEqual([
      `${at('pages/blog/coastal-walks-newcastle-area.md', '0491 570 156')}: 0491 570 156`,
      `${explore('0142')}blocks[3] (explore-places) items[0].phone: (02) 5550 0142`,
      `${explore('0187')}blocks[3] (explore-places) items[1].phone: (02) 5550 0187`,
      `${explore('0163')}blocks[3] (explore-places) items[2].phone: (02) 5550 0163`,
      `${explore('0119')}blocks[3] (explore-places) items[3].phone: (02) 5550 0119`,
      `${at('private/guide.yaml', '(02) 5550 0142')} property.emergency.clinics[1].phone: (02) 5550 0142`,
      `${at('site.yaml', 'stay@example.com')} contact.email: stay@example.com`,
      `${at('site.yaml', '"+61 400 000 000"')} contact.phone: +61 400 000 000`,
      `${at('site.yaml', 'https://booking.example.com/properties/charlestown-guesthouse ')} booking.url: booking.example.com`,
      `${at('site.yaml', 'https://booking.example.com/properties/charlestown-guesthouse?')} booking.datesUrl: booking.example.com`,
      `${at('site.yaml', 'https://booking.example.com/properties/charlestown-guesthouse/reviews')} reviewUrl: booking.example.com`,
    ]);
    // Each stay has its own code: without the shared passcode there is nothing to say about it.
    expect(r.out).not.toContain('GUIDE_PASSCODE');
    expect(r.out).toContain(`${at('site.yaml', 'stay@example.com')} contact.email: stay@example.com is on a domain reserved for examples`);
    expect(r.out).toContain(`${at('site.yaml', '"+61 400 000 000"')} contact.phone: +61 400 000 000 is a stand-in phone number (a run of zeros)`);
    expect(r.out).toContain('Not ready to launch');
  }, 60_000);

  it('passes once every value is real, and names the anon key placeholder when a hosted backend is set', () => {
    const real = (t: string) =>
      t
        .replaceAll('stay@example.com', 'stay@charlestownguesthouse.com.au')
        .replaceAll('"+61 400 000 000"', '"+61 412 345 678"')
        .replaceAll('booking.example.com', 'book.charlestownguesthouse.com.au')
        .replace(/\(02\) 5550 0(\d{3})/g, '(02) 4943 1$1')
        .replace('0491 570 156', '0412 345 679');
    for (const f of ['site.yaml', 'pages/local-explore.yaml', 'private/guide.yaml', 'pages/blog/coastal-walks-newcastle-area.md']) edit(f, real);
    const ok = validate({}, '--launch');
    expect(ok.out).toContain('ready to launch');
    expect(ok.status).toBe(0);
    // The shared passcode is a real value, but the weak option: said, not failed.
    const shared = validate({ GUIDE_PASSCODE: '9317' }, '--launch');
    expect(shared.status).toBe(0);
    expect(shared.out).toMatch(/^Note: environment GUIDE_PASSCODE: set, so the guide also opens with it, the weak option: one 4-digit code shared by every stay and valid until you change it: a former guest .* unset it and send each stay its own code and link \(`npm run guide-links`\)\.$/m);

    edit('site.yaml', (t) => t.replace('url: ""                        # empty', 'url: "https://abcd.supabase.co"   # empty'));
    const hosted = validate({ ENQUIRY_TO: 'host@example.org' }, '--launch');
    expect(hosted.status).toBe(1);
    expect(hosted.out).toContain(`${at('site.yaml', 'public-anon-key')} backend.anonKey: "public-anon-key" is the placeholder, but backend.url is set`);
    expect(hosted.out).toContain('environment ENQUIRY_TO: host@example.org is on a domain reserved for examples');
  }, 120_000);
});

describe('stand-in phone numbers', () => {
  it('are runs of zeros and the numbers set aside for fiction, not real ones', () => {
    for (const n of ['+61 400 000 000', '+61-2-0000-0000', '(02) 5550 0142', '03 7010 1234', '0491 570 156', '+61 491 570 006', '(212) 555 0199'])
      expect(standInPhone(n), n).toBeDefined();
    for (const n of ['(02) 4921 3000', '13 74 25', '1800 022 222', '000', '131 444', '+61 412 345 678', '(02) 4943 1142'])
      expect(standInPhone(n), n).toBeUndefined();
  });

  it('in the settings from the environment: example domains in the mail settings', () => {
    expect(launchSettingProblems({ GUIDE_PASSCODE: '9317', ENQUIRY_TO: 'host@charlestownguesthouse.com.au', SMTP_HOST: 'smtp.mailgun.org' })).toEqual([]);
    expect(launchSettingProblems({ GUIDE_PASSCODE: '9317', SMTP_HOST: 'smtp.example.com' })).toEqual([
      'environment SMTP_HOST: smtp.example.com is on a domain reserved for examples, where nobody receives mail or serves pages',
    ]);
  });
});
