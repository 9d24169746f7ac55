import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { GuideGate } from './guide-gate';
import { privateDir } from '../../core/paths';
import { realSite, renderHtml } from '../../../tests/support/site';

const gate = (
  <GuideGate
    type="guide-gate"
    eyebrow="For booked guests"
    heading="Your Digital Guest Guide"
    text="Enter the passcode from your **booking confirmation**."
    highlights={[{ icon: 'wifi', label: 'WiFi & self check-in' }]}
    help="No code? [Contact us](/contact)."
  />
);

it('renders only the gate: one h1, the explanation and a labelled code field that says what to type', () => {
  const html = renderHtml(gate);
  expect(html.match(/<h1/g)).toHaveLength(1);
  expect(html).toContain('<strong>booking confirmation</strong>');
  const input = html.match(/<input[^>]*>/)![0];
  // Shown as typed, in capitals, room for the dashes of a code read off a message.
  expect(input).toContain('type="text"');
  expect(input).toContain('autoCapitalize="characters"');
  expect(input).toContain('spellCheck="false"');
  expect(input).toContain('autoComplete="off"');
  expect(input).toContain('placeholder="XXXX-XXXX"');
  expect(Number(input.match(/maxLength="(\d+)"/)![1])).toBeGreaterThanOrEqual('K7PM - 3XQA'.length);
  const id = input.match(/id="([^"]+)"/)![1];
  expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>Passcode</label>`));
  const [, hint] = input.match(/aria-describedby="([^ "]+) /)!;
  expect(html).toContain(`<p class="hint" id="${hint}">8 letters and digits, like K7PM-3XQA</p>`);
  // Without script it posts the code in the body to this page, which the embedded server answers.
  const form = html.match(/<form[^>]*>/)![0];
  expect(form).toContain('method="post"');
  expect(form).not.toContain('action=');
  const button = html.match(/<button[^>]*type="submit"[^>]*>.*?<\/button>/)![0];
  expect(button).not.toContain('disabled');
  expect(button).toMatch(/<span class="idle">.*Unlock<\/span>/);
  expect(html).not.toContain('<noscript>');
  expect(html).toContain('href="/contact"');
});

it('with the functions on another origin (a static host), waits for its script and says why without it', () => {
  const site = { ...realSite(), backend: { ...realSite().backend, url: 'https://project.supabase.co' } };
  const html = renderHtml(gate, { site });
  expect(html.match(/<button[^>]*type="submit"[^>]*>/)![0]).toContain('disabled');
  expect(html).toMatch(/<noscript><p class="no-script">The guide opens with JavaScript: please turn it on/);
});

it("follows site.yaml's code length", () => {
  const html = renderHtml(gate, { site: { ...realSite(), guide: { codeLength: 10 } } });
  expect(html).toContain('10 letters and digits, like K7PM-3XQA-H4');
  expect(html).toContain('placeholder="XXXX-XXXX-XX"');
  expect(html).toContain('data-code-length="10"');
});

it('holds none of the private guide', () => {
  const html = renderHtml(gate);
  const guide = fs.readFileSync(path.join(privateDir, 'guide.yaml'), 'utf8');
  const password = guide.match(/password: (\S+)/)![1];
  expect(html).not.toContain(password);
  expect(html).not.toContain('lockbox');
  expect(html).not.toContain('role="tablist"');
});
